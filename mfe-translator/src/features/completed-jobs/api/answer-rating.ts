import { apiRequest, type RatingDto } from 'shared-ui';

/** POST /translator/job/{id}/rating/answer: the translator's one answer to the customer's rating. */
export function answerRating(jobId: number, answer: string): Promise<{ message: string; rating: RatingDto }> {
  return apiRequest(`/translator/job/${jobId}/rating/answer`, { method: 'POST', body: { answer } });
}

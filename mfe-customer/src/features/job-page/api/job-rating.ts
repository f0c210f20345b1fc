import useSWR from 'swr';
import { apiRequest, type RatingDto, type RatingInput } from 'shared-ui';

const ratingKey = (id: number) => `/user/job/${id}/rating`;

/** GET /user/job/{id}/rating, once the job is completed. */
export function useJobRating(id: number, completed: boolean) {
  return useSWR<{ rating: RatingDto | null }>(completed ? ratingKey(id) : null);
}

/** POST /user/job/{id}/rating. */
export function sendRating(id: number, input: RatingInput): Promise<{ message: string; rating: RatingDto }> {
  return apiRequest(ratingKey(id), { method: 'POST', body: input });
}

import { apiRequest, type MyOfferDto, type OfferInput } from 'shared-ui';

/** POST /translator/offer (spec 7.3): a new offer replaces this translator's earlier one for the job. */
export function sendOffer(input: OfferInput): Promise<{ message: string; offer: MyOfferDto }> {
  return apiRequest('/translator/offer', { method: 'POST', body: input });
}

import useSWR from 'swr';
import type { Paged, TranslatorOfferDto } from 'shared-ui';
import { listKey, type ListParams } from './list-key';

export const MY_OFFERS_PATH = '/translator/my-offers';

export function useMyOffers(params: ListParams) {
  return useSWR<Paged<TranslatorOfferDto>>(listKey(MY_OFFERS_PATH, params));
}

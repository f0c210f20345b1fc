import useSWR from 'swr';
import type { Paged, TranslatorOfferDto } from 'shared-ui';
import { listKey, type ListParams } from '../../../api/list-key';

export const MY_OFFERS_PATH = '/translator/my-offers';

/**
 * One page, in the order asked. The page shown stays while another loads (keepPreviousData): the table is not swapped
 * for a spinner, so the pager's view and focus stay on the list.
 */
export function useMyOffers(params: ListParams) {
  return useSWR<Paged<TranslatorOfferDto>>(listKey(MY_OFFERS_PATH, params), { keepPreviousData: true });
}

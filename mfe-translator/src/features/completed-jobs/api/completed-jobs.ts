import useSWR from 'swr';
import type { Paged, TranslatorJobDto } from 'shared-ui';
import { listKey, type ListParams } from '../../../api/list-key';

export const COMPLETED_JOBS_PATH = '/translator/completed-jobs';

/**
 * One page, in the order asked. The page shown stays while another loads (keepPreviousData): the table is not swapped
 * for a spinner, so the pager's view and focus stay on the list.
 */
export function useCompletedJobs(params: ListParams) {
  return useSWR<Paged<TranslatorJobDto>>(listKey(COMPLETED_JOBS_PATH, params), { keepPreviousData: true });
}

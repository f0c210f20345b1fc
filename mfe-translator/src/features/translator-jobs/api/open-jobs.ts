import useSWR from 'swr';
import type { OpenJobDto, Paged } from 'shared-ui';
import { listKey, type ListParams } from './list-key';

export const OPEN_JOBS_PATH = '/translator/open-jobs';

/** The nearest delivery first: what a translator bidding on work wants to see. */
export const openJobsDefaultSort: NonNullable<ListParams['sort']> = { field: 'delivery_date', order: 'asc' };

export function useOpenJobs(params: ListParams) {
  return useSWR<Paged<OpenJobDto>>(listKey(OPEN_JOBS_PATH, params));
}

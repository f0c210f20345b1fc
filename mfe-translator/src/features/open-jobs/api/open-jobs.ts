import useSWR from 'swr';
import type { OpenJobDto, Paged } from 'shared-ui';
import { listKey, type ListParams } from '../../../api/list-key';

export const OPEN_JOBS_PATH = '/translator/open-jobs';

/** The nearest delivery first: what a translator bidding on work wants to see. */
export const openJobsDefaultSort: NonNullable<ListParams['sort']> = { field: 'delivery_date', order: 'asc' };

/**
 * One page, in the order asked. The page shown stays while another loads (keepPreviousData): the table is not swapped
 * for a spinner, so the pager's view and focus stay on the list.
 */
export function useOpenJobs(params: ListParams) {
  return useSWR<Paged<OpenJobDto>>(listKey(OPEN_JOBS_PATH, params), {
    keepPreviousData: true,
    // a new job's first page is read in the background (a few seconds): ask again until its preview is there
    refreshInterval: (page) => (page?.items.some((job) => job.document.preview === 'pending') ? PENDING_PREVIEW_MS : 0),
  });
}

const PENDING_PREVIEW_MS = 5000;

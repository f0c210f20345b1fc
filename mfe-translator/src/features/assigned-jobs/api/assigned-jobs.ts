import useSWR from 'swr';
import type { Paged, TranslatorJobDto } from 'shared-ui';
import { listKey } from '../../../api/list-key';

/** Assigned work is not paged on screen (spec 2.8): one page holds it all (the API allows up to 100). */
export const assignedJobsKey = listKey('/translator/assigned-jobs', { page: 1 }, 100);

export function useAssignedJobs() {
  return useSWR<Paged<TranslatorJobDto>>(assignedJobsKey);
}

import useSWR from 'swr';
import type { Paged, TranslatorJobDto } from 'shared-ui';
import { listKey, type ListParams } from './list-key';

export const COMPLETED_JOBS_PATH = '/translator/completed-jobs';

export function useCompletedJobs(params: ListParams) {
  return useSWR<Paged<TranslatorJobDto>>(listKey(COMPLETED_JOBS_PATH, params));
}

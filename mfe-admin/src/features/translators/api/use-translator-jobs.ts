import useSWR from 'swr';
import type { Paged, TranslatorJobRow } from 'shared-ui';

/** GET /admin/translator/{id}/jobs: the jobs ever assigned to one translator (the latest 100). */
export function useTranslatorJobs(id: number) {
  const { data, error, isLoading } = useSWR<Paged<TranslatorJobRow>>(`/admin/translator/${id}/jobs?pageSize=100`);
  return { jobs: data?.items ?? [], error: error as unknown, isLoading };
}

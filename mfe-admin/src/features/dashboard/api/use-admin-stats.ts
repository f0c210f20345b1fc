import useSWR from 'swr';
import type { AdminStats } from 'shared-ui';

/** GET /admin/stats: users, translators, pendingJobs, completedJobs. */
export function useAdminStats() {
  const { data, error, isLoading } = useSWR<AdminStats>('/admin/stats');
  return { stats: data, error: error as unknown, isLoading };
}

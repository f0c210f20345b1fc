import type { Knex } from 'knex';
import type { JobStatus } from 'shared-ui/contracts';

/**
 * The exact totals the job lists show, read from `job_counts` (kept by a trigger on jobs, migration 0200)
 * instead of counting rows on every request. Each list names the keys whose sum is its total.
 */
export const countKeys = {
  all: () => ['all'],
  status: (status: JobStatus) => [`status:${status}`],
  quoted: () => ['quoted'],
  openForOffers: () => ['open'],
  visibleToCustomer: (userId: number) => [`user:${userId}`],
  assignedTo: (translatorId: number, statuses: readonly JobStatus[]) =>
    statuses.map((s) => `translator:${translatorId}:${s}`),
};

export async function countJobs(db: Knex | Knex.Transaction, keys: string[]): Promise<number> {
  const [row] = await db('job_counts').whereIn('key', keys).sum({ n: 'n' });
  return Number(row?.n ?? 0);
}

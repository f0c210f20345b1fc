import type { Knex } from 'knex';
import { customerJobTabOf, jobStatuses, type CustomerJobTab, type JobStatus } from 'shared-ui/contracts';
import { KeptValues } from '../../lib/kept/kept-values';
import { sumJobCounts } from './job-list-repository';

/**
 * The exact totals the job lists show, read from `job_counts` (kept by a trigger on jobs, migrations 0200, 0600)
 * instead of counting rows on every request. Each list names the keys whose sum is its total.
 */
export const countKeys = {
  all: () => ['all'],
  status: (status: JobStatus) => [`status:${status}`],
  quoted: () => ['quoted'],
  openForOffers: () => ['open'],
  visibleToCustomer: (userId: number) => [`user:${userId}`],
  /** One tab of the customer's table: their visible jobs in the tab's states (migration 0600). */
  customerTab: (userId: number, tab: CustomerJobTab) =>
    jobStatuses.filter((s) => customerJobTabOf(s) === tab).map((s) => `user:${userId}:${s}`),
  assignedTo: (translatorId: number, statuses: readonly JobStatus[]) =>
    statuses.map((s) => `translator:${translatorId}:${s}`),
};

/** Statements that can move a total: job_counts is written by triggers on these tables. */
export const COUNT_WRITES = /^\s*(update|delete\s+from|insert\s+into)\s+"?(jobs|offers)"?[\s(]/i;

/**
 * The totals this instance has read, kept until any of them changes (KeptValues): a statement trigger on
 * job_counts announces each committed change on `job_counts_changed` (migration 0570). A list then costs one
 * round trip, its page; under writes the totals are simply read again.
 */
export class JobTotals {
  readonly kept: KeptValues<string, number>;

  constructor(private readonly db: Knex) {
    this.kept = new KeptValues(db, { max: 10_000, writes: COUNT_WRITES });
  }

  async sum(keys: string[]): Promise<number> {
    return (await this.kept.get(keys.join('\n'), () => sumJobCounts(this.db, keys))) ?? 0;
  }
}

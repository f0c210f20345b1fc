import type { JobStatus, TranslatorJobDto } from 'shared-ui';

const rank: Partial<Record<JobStatus, number>> = { revision_requested: 0, in_progress: 1, waiting_payment: 2 };

/** ISO dates order as text; compared directly, not with localeCompare, whose collation is slow on a phone. */
const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Work that needs the translator first: revisions, then jobs in translation, then those awaiting payment; nearest delivery first within each. */
export function orderAssigned(jobs: readonly TranslatorJobDto[]): TranslatorJobDto[] {
  return [...jobs].sort(
    (a, b) => (rank[a.status] ?? 3) - (rank[b.status] ?? 3) || byDay(a.delivery_date, b.delivery_date) || a.id - b.id,
  );
}

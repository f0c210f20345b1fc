// The job states without zod: shared-ui's start-up code (the status badge, job-vocabulary.ts) reads them, and
// importing jobs.ts there would bring zod and libphonenumber into every page's first download.

/** Server-side job states (their moves are job-lifecycle.ts). "quoted" is a filter: a waiting job with offers. */
export const jobStatuses = [
  'waiting',
  'waiting_payment',
  'in_progress',
  'revision_requested',
  'completed',
  'cancelled',
] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const jobStatusFilters = ['waiting', 'quoted', ...jobStatuses.filter((s) => s !== 'waiting')] as const;

/**
 * The tabs of the customer's jobs table (spec 2.7): "done" is completed, "cancelled" is cancelled (a
 * cancelled job is not a completed one), "active" every other state, what still needs the customer or the office.
 */
export const customerJobTabs = ['active', 'done', 'cancelled'] as const;
export type CustomerJobTab = (typeof customerJobTabs)[number];

export function customerJobTabOf(status: JobStatus): CustomerJobTab {
  if (status === 'completed') return 'done';
  if (status === 'cancelled') return 'cancelled';
  return 'active';
}

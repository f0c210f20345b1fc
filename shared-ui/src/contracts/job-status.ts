// The job status vocabulary without zod: the status badge in shared-ui's start-up code reads it, and importing
// jobs.ts there would bring zod and libphonenumber into every page's first download.

/** Server-side job states (ARCHITECTURE.md section 4). "quoted" is a filter: a waiting job with offers. */
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

/** What people see: a waiting job that already has offers reads "quoted" (Fiyat Bekliyor). */
export function displayStatus(job: { status: JobStatus; offers_count?: number }): string {
  return job.status === 'waiting' && (job.offers_count ?? 0) > 0 ? 'quoted' : job.status;
}

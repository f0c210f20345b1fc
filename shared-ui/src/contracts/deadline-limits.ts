// A due date's change request: the limits, the statuses and the day arithmetic the forms use, without the schemas
// (deadline-changes.ts, which re-exports them).

export const DEADLINE_MAX_DAYS_AHEAD = 60;
export const DEADLINE_REASON_MAX = 1000;
export const DEADLINE_NOTE_MAX = 1000;

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * `lapsed`: the request was still waiting when the job left the translator's hands (completed, cancelled or given
 * to someone else); nobody can decide it any more.
 */
export const deadlineRequestStatuses = ['pending', 'accepted', 'declined', 'lapsed'] as const;
export type DeadlineRequestStatus = (typeof deadlineRequestStatuses)[number];

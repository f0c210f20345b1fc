// Alone in its file (no zod, no phone data): the shared-ui bundle every page loads can use it (past-due badge).

/** Today's date as YYYY-MM-DD in Europe/Istanbul, where the business runs; not UTC. */
export function todayInIstanbul(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

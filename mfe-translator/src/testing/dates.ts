import { todayInIstanbul } from 'shared-ui/contracts';

/** Today in Istanbul moved by `days`, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const d = new Date(`${todayInIstanbul()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

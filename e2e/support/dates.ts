import { todayInIstanbul } from 'shared-ui/contracts';

/** YYYY-MM-DD `days` after today in Europe/Istanbul (the day the forms and the server count from). */
export function istanbulDayPlus(days: number): string {
  const [y, m, d] = todayInIstanbul().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

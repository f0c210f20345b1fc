/** Türkiye keeps UTC+3 all year (no daylight saving since 2016). */
export const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * Today's date as YYYY-MM-DD in Europe/Istanbul, where the business runs; not UTC. Computed from the fixed offset, not
 * with Intl's time zones: the first Istanbul formatter loads the time-zone data, ~280 ms of a phone's 4× slower CPU
 * inside the drawing of every panel that shows a date (docs/measurements/first-screen.md); common.test.ts holds the
 * two alike.
 */
export function todayInIstanbul(now: Date = new Date()): string {
  return new Date(now.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

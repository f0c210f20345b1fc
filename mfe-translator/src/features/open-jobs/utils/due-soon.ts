import { todayInIstanbul } from 'shared-ui/contracts';

/** Spec 9: open jobs due within this many days are highlighted. */
export const DUE_SOON_DAYS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `day` (both `YYYY-MM-DD`); negative when the day has passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Due within two days of today in Europe/Istanbul (not UTC); an overdue job counts as due soon too. */
export function isDueSoon(deliveryDate: string, today: string = todayInIstanbul()): boolean {
  const days = daysUntil(deliveryDate, today);
  return !Number.isNaN(days) && days <= DUE_SOON_DAYS;
}

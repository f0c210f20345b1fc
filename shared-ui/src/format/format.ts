/**
 * One way to show days, moments and money on every panel. English uses en-GB ("28 Nov 2026") so a day never
 * reads month-first next to Turkish; money is always the lira sign (spec 9).
 */
const intlLocale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'tr-TR');

/** A `YYYY-MM-DD` date as a calendar day: read in UTC so no time zone can move it to the day before. */
export function formatDay(day: string | null | undefined, lang: string): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** An ISO timestamp as a date and time in Istanbul, where the business runs. */
export function formatMoment(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(date);
}

/** Money is TRY with two decimals, shown with ₺ in both languages. */
export function formatLira(amount: number | null | undefined, lang: string): string {
  if (amount === null || amount === undefined) return '';
  return new Intl.NumberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

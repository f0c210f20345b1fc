import { commonEn } from '../i18n/locales/en';
import { commonTr } from '../i18n/locales/tr';
import { dateTimeFormat, numberFormat } from './intl-formats';

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
  return dateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * An ISO timestamp as a date and time in Istanbul, where the business runs, with the zone named ("28 Kas 2026
 * 14:05 (TSİ)", "28 Nov 2026, 14:05 (TRT)"): a customer or translator abroad would otherwise read it as their own
 * time. Intl's own zone name is "GMT+3" in both languages; the texts are the common namespace's.
 */
export function formatMoment(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const moment = dateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(date);
  return `${moment} (${(lang.startsWith('en') ? commonEn : commonTr).turkeyTime})`;
}

/** Money is TRY with two decimals, shown with ₺ in both languages. */
export function formatLira(amount: number | null | undefined, lang: string): string {
  if (amount === null || amount === undefined) return '';
  return numberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
  }).format(amount);
}

import { commonEn } from '../i18n/locales/en';
import { commonTr } from '../i18n/locales/tr';
import { ISTANBUL_OFFSET_MS } from '../contracts/istanbul-day';
import { dateTimeFormat, numberFormat } from './intl-formats';

/**
 * One way to show days, moments and money on every panel. English uses en-GB ("28 Nov 2026") so a day never
 * reads month-first next to Turkish; money is always the lira sign (spec 9).
 *
 * Days, moments, money and counts are written out here for the two languages, as Intl writes them for tr-TR and
 * en-GB (format.test.ts holds each to Intl): the first Intl number or date formatter of a page loads ICU's
 * formatting data, 100–250 ms of a phone's 4× slower CPU in one task, which the job page and the payment page paid
 * inside the drawing of their main text and the framed panels as a task after their first paint. What is not
 * written out here (a year before 1000, a moment before Türkiye's fixed UTC+3, an amount of 10^15 or more) still
 * goes to Intl.
 */
const intlLocale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'tr-TR');
const isEnglish = (lang: string) => lang.startsWith('en');

const months = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};

/** "28 Kas 2026" / "28 Nov 2026" for a date's UTC day; null for a year Intl would write otherwise. */
function writtenDay(date: Date, lang: string): string | null {
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return null;
  const month = (isEnglish(lang) ? months.en : months.tr)[date.getUTCMonth()];
  return `${date.getUTCDate()} ${month} ${year}`;
}

/** A `YYYY-MM-DD` date as a calendar day: read in UTC so no time zone can move it to the day before. */
export function formatDay(day: string | null | undefined, lang: string): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return (
    writtenDay(date, lang) ?? dateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
  );
}

/** Türkiye keeps UTC+3 all year since 7 September 2016 (no daylight saving); earlier moments go to Intl's zones. */
const FIXED_OFFSET_SINCE = Date.UTC(2016, 8, 6, 21);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO timestamp as a date and time in Istanbul, where the business runs, with the zone named ("28 Kas 2026
 * 14:05 (TSİ)", "28 Nov 2026, 14:05 (TRT)"): a customer or translator abroad would otherwise read it as their own
 * time. Intl's own zone name is "GMT+3" in both languages; the texts are the common namespace's.
 */
export function formatMoment(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = (isEnglish(lang) ? commonEn : commonTr).turkeyTime;
  const local = new Date(date.getTime() + ISTANBUL_OFFSET_MS);
  const day = date.getTime() >= FIXED_OFFSET_SINCE ? writtenDay(local, lang) : null;
  if (day === null) {
    const moment = dateTimeFormat(intlLocale(lang), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    }).format(date);
    return `${moment} (${zone})`;
  }
  const time = `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`;
  return `${day}${isEnglish(lang) ? ',' : ''} ${time} (${zone})`;
}

/** Digits in groups of three: "1.234.567" in Turkish, "1,234,567" in English. */
const grouped = (digits: string, lang: string) => digits.replace(/\B(?=(\d{3})+$)/g, isEnglish(lang) ? ',' : '.');

/** Money is TRY with two decimals, shown with ₺ in both languages: "₺1.234,50" / "₺1,234.50". */
export function formatLira(amount: number | null | undefined, lang: string): string {
  if (amount === null || amount === undefined) return '';
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e15) {
    return numberFormat(intlLocale(lang), {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
    }).format(amount);
  }
  // Intl rounds the shortest decimal that reads back as the double ("1.005", not the double's 1.00499…), a tie away
  // from zero; below 1e-6 that decimal is written with an exponent and the amount is ₺0,00
  const decimal = Math.abs(amount) < 1e-6 ? '0' : String(Math.abs(amount));
  const [digits = '0', fraction = ''] = decimal.split('.');
  let whole = Number(digits);
  let cents = Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  if (cents === 100) [whole, cents] = [whole + 1, 0];
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₺${grouped(String(whole), lang)}${isEnglish(lang) ? '.' : ','}${twoDigits(cents)}`;
}

/** A count as Intl writes a whole number in the reader's language ("12.345" / "12,345"). */
export function formatCount(count: number, lang: string): string {
  if (!Number.isSafeInteger(count)) return numberFormat(intlLocale(lang)).format(count);
  return `${count < 0 ? '-' : ''}${grouped(String(Math.abs(count)), lang)}`;
}

import {
  daysInMonth,
  gregorianToJdn,
  isGregorianLeapYear,
  isJulianLeapYear,
  jdnToGregorian,
  jdnToJulian,
  julianToJdn,
  type CalendarDate,
} from './julian-day';
import type { Checked } from './outcome';

/*
 * The Rûmî (Mâlî) calendar as the Ottoman state and the early Republic used it. Months are stored by their
 * Julian/Gregorian number (Mart = 3, Kânûnusânî = 1; see rumi-months.ts).
 *
 * 1. 1 Mart 1256 = 1 March 1840 (Julian) = 13 March 1840 (Gregorian): the calendar's first day (Tanzimat).
 * 2. Until 15 Şubat 1332 the days are Julian and the year begins on 1 Mart: Mart–Kânûnuevvel of year Y are the
 *    Julian months of Y + 584, Kânûnusânî and Şubat of Y fall in Y + 585 (the year begun in Mart goes on).
 *    From 1840 the difference stayed 584 years (the old "escape" years were no longer dropped): a 1911
 *    calendar page prints 7 Nisan 1327 beside 7 April 1911 (Julian) and 20 April (Gregorian).
 * 3. Law of 8 Şubat 1332 (no. 125, "Muamelât-ı Devlette Takvîm-i Garbî'nin Kabulü"): "1332 senesi Şubatının
 *    16. günü 1333 senesi Martının birinci günü itibar edilecektir" — the day after 15 Şubat 1332 was
 *    1 Mart 1333 = 1 March 1917 (Gregorian); the 13 days of difference were dropped and days became Gregorian.
 * 4. From 1334 the year begins on 1 Kânûnusânî: 1 Kânûnusânî 1334 = 1 January 1918, and Y = Gregorian Y − 584
 *    for every month. 1333 thus had ten months, Mart–Kânûnuevvel 1917.
 * 5. Law no. 698 (26 Kânûnuevvel 1341): "1341 senesi Kânunuevvelinin 31. gününü takip eden gün 1926 senesi
 *    Kânunusanisinin birinci günüdür." Sources that count on give 1 Kânûnusânî 1342 = 1 January 1926; the law
 *    itself names no year 1342, so we accept 1342 (documents kept it for a while) with a warning.
 */
export const FIRST_RUMI_YEAR = 1256;
export const LAST_RUMI_YEAR = 1342;
/** 1 Mart 1333 = 1 March 1917: the first day of the Gregorian-based Rûmî calendar. */
export const RUMI_GREGORIAN_JDN = gregorianToJdn({ year: 1917, month: 3, day: 1 });

/** The day number of the first day of Rûmî year `year` (1 Mart until 1333, 1 Kânûnusânî from 1334). */
export function rumiYearStart(year: number): number {
  if (year <= 1332) return julianToJdn({ year: year + 584, month: 3, day: 1 });
  if (year === 1333) return RUMI_GREGORIAN_JDN;
  return gregorianToJdn({ year: year + 584, month: 1, day: 1 });
}

export const RUMI_FIRST_JDN = rumiYearStart(FIRST_RUMI_YEAR);
export const RUMI_LAST_JDN = rumiYearStart(LAST_RUMI_YEAR + 1) - 1;

/** A Rûmî date's day number, or why it is not one (a dropped day of 1917, a month 1333 never had, out of range). */
export function checkRumi({ year, month, day }: CalendarDate): Checked {
  if (month < 1 || month > 12) return { ok: false, problem: { code: 'monthOutOfRange', field: 'month' } };
  if (year < FIRST_RUMI_YEAR || year > LAST_RUMI_YEAR) {
    return { ok: false, problem: { code: 'rumiYearRange', field: 'year' } };
  }
  if (year <= 1332) {
    const julianYear = month >= 3 ? year + 584 : year + 585;
    const max = daysInMonth(month, isJulianLeapYear(julianYear));
    if (year === 1332 && month === 2 && day > 15 && day <= max) {
      return { ok: false, problem: { code: 'rumiDroppedDays', field: 'day' } };
    }
    if (day < 1 || day > max) return { ok: false, problem: { code: 'dayOutOfMonth', field: 'day', max } };
    return { ok: true, jdn: julianToJdn({ year: julianYear, month, day }) };
  }
  if (year === 1333 && month <= 2) return { ok: false, problem: { code: 'rumiShortYear1333', field: 'month' } };
  const max = daysInMonth(month, isGregorianLeapYear(year + 584));
  if (day < 1 || day > max) return { ok: false, problem: { code: 'dayOutOfMonth', field: 'day', max } };
  return { ok: true, jdn: gregorianToJdn({ year: year + 584, month, day }) };
}

/** The Rûmî date of a day from 1 Mart 1256 to 31 Kânûnuevvel 1342; undefined outside. */
export function jdnToRumi(jdn: number): CalendarDate | undefined {
  if (jdn < RUMI_FIRST_JDN || jdn > RUMI_LAST_JDN) return undefined;
  if (jdn < RUMI_GREGORIAN_JDN) {
    const julian = jdnToJulian(jdn);
    return { ...julian, year: julian.year - (julian.month >= 3 ? 584 : 585) };
  }
  const gregorian = jdnToGregorian(jdn);
  return { ...gregorian, year: gregorian.year - 584 };
}

/** How many days a Julian-based Rûmî date ran behind the Gregorian one (12 in the 1800s, 13 from March 1900). */
export function julianLag(jdn: number): number {
  return jdn - gregorianToJdn(jdnToJulian(jdn));
}

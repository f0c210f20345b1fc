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
import type { Checked, Day } from './outcome';

/*
 * The Western (Milâdî) date as historians give it: Julian until 4 October 1582, Gregorian from 15 October 1582,
 * the day after. Conversion tables for Ottoman dates (Wüstenfeld–Mahler; F. R. Unat's Türk Tarih Kurumu guide)
 * do the same, so 29 May 1453, the conquest of Istanbul, is the Julian date (7 June in the proleptic Gregorian).
 */

/** 15 October 1582, the first Gregorian day. */
export const GREGORIAN_REFORM_JDN = gregorianToJdn({ year: 1582, month: 10, day: 15 });
/** 16 July 622 (Julian), 1 Muharrem 1 in the tabular Hijri calendar: the first day we convert. */
export const FIRST_JDN = julianToJdn({ year: 622, month: 7, day: 16 });
export const LAST_JDN = gregorianToJdn({ year: 2100, month: 12, day: 31 });

export function westernDay(jdn: number): Day {
  return jdn < GREGORIAN_REFORM_JDN
    ? { calendar: 'julian', date: jdnToJulian(jdn), jdn }
    : { calendar: 'gregorian', date: jdnToGregorian(jdn), jdn };
}

const isJulianDate = ({ year, month, day }: CalendarDate) =>
  year < 1582 || (year === 1582 && (month < 10 || (month === 10 && day <= 4)));

/** A Western date's day number, or why it is not one (a day past the month's end, the 1582 gap, out of range). */
export function checkWestern(date: CalendarDate): Checked {
  const { year, month, day } = date;
  if (month < 1 || month > 12) return { ok: false, problem: { code: 'monthOutOfRange', field: 'month' } };
  if (year < 622 || year > 2100) return { ok: false, problem: { code: 'westernRange', field: 'year' } };
  if (year === 1582 && month === 10 && day >= 5 && day <= 14) {
    return { ok: false, problem: { code: 'reformGap', field: 'day' } };
  }
  const julian = isJulianDate(date);
  const max = daysInMonth(month, julian ? isJulianLeapYear(year) : isGregorianLeapYear(year));
  if (day < 1 || day > max) return { ok: false, problem: { code: 'dayOutOfMonth', field: 'day', max } };
  const jdn = julian ? julianToJdn(date) : gregorianToJdn(date);
  if (jdn < FIRST_JDN || jdn > LAST_JDN) return { ok: false, problem: { code: 'westernRange', field: 'year' } };
  return { ok: true, jdn };
}

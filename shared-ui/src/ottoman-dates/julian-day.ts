/** A calendar date: year, month (1–12, in the calendar's own numbering) and day. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/*
 * Every converter goes through the Julian Day Number (JDN): the count of days since 1 January 4713 BC (Julian),
 * the same whatever the calendar. The formulas are the standard integer ones (Fliegel & Van Flandern, and
 * E. G. Richards in the Explanatory Supplement to the Astronomical Almanac); both are exact for every year ≥ 1.
 */

export function gregorianToJdn({ year, month, day }: CalendarDate): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

export function julianToJdn({ year, month, day }: CalendarDate): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}

/** The day, month and year counted from March: `c` is days since 1 March of year −4800 in either calendar. */
function fromMarchCount(c: number, yearsOffset: number): CalendarDate {
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: yearsOffset + d - 4800 + Math.floor(m / 10),
  };
}

export function jdnToGregorian(jdn: number): CalendarDate {
  const a = jdn + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  return fromMarchCount(c, 100 * b);
}

export function jdnToJulian(jdn: number): CalendarDate {
  return fromMarchCount(jdn + 32082, 0);
}

export const isGregorianLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

export const isJulianLeapYear = (year: number): boolean => year % 4 === 0;

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a Julian or Gregorian month (they differ only in which years are leap years). */
export function daysInMonth(month: number, leapYear: boolean): number {
  return month === 2 && leapYear ? 29 : (monthLengths[month - 1] ?? 0);
}

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (jdn: number): number => (jdn + 1) % 7;

/** Midnight UTC of that day, for Intl (which counts in the proleptic Gregorian calendar). */
export const jdnToUtcDate = (jdn: number): Date => new Date((jdn - 2440588) * 86_400_000);

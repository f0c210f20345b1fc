import type { CalendarDate } from './julian-day';

/** `julian` and `gregorian` are the two Western (Milâdî) calendars: Julian before 15 October 1582. */
export type CalendarName = 'hijri' | 'rumi' | 'julian' | 'gregorian';

/** One day, named in one calendar. `jdn` is its Julian Day Number (weekday, round trips). */
export interface Day {
  calendar: CalendarName;
  date: CalendarDate;
  jdn: number;
}

export type DateField = 'day' | 'month' | 'year';

/** Why a date cannot be converted, and which of its three fields to point at. */
export type Problem =
  | { code: 'monthOutOfRange'; field: 'month' }
  | { code: 'dayOutOfMonth'; field: 'day'; max: number }
  /** Western dates run from 16 July 622 (1 Muharrem 1) to 31 December 2100. */
  | { code: 'westernRange'; field: 'year' }
  /** 5–14 October 1582 never happened: 4 October (Julian) was followed by 15 October (Gregorian). */
  | { code: 'reformGap'; field: 'day' }
  /** Hijri dates run from 1 Muharrem 1 to 29 Şevvâl 1524 (31 December 2100). */
  | { code: 'hijriRange'; field: 'year' }
  | { code: 'rumiYearRange'; field: 'year' }
  /** 16–29 Şubat 1332 never happened: the day after 15 Şubat 1332 was 1 Mart 1333. */
  | { code: 'rumiDroppedDays'; field: 'day' }
  /** The Rûmî year 1333 ended with Kânûnuevvel: January 1918 is Kânûnusânî 1334. */
  | { code: 'rumiShortYear1333'; field: 'month' }
  | { code: 'beforeRumi'; field: 'year' }
  | { code: 'afterRumi'; field: 'year' };

/** What a reader of the result must know: where a date may be read two ways, or where the rule is unofficial. */
export type Warning =
  /** Hijri months began when the new moon was sighted; tables (and we) count them, so a document may be ±1 day. */
  | { code: 'moonSighting' }
  /** Kânûnusânî and Şubat closed the Rûmî year begun the March before: Gregorian year = Rûmî year + 585. */
  | { code: 'rumiEarlyMonths'; rumiYear: number; westernYear: number }
  /** A Rûmî year alone (before 1333) spans two Gregorian years. */
  | { code: 'rumiYearOnly'; years: readonly [number, number] }
  /** Before 1 Mart 1333 the Rûmî calendar was Julian: its day ran `days` behind the Gregorian one. */
  | { code: 'rumiJulian'; days: number }
  /** Law no. 698 made the day after 31 Kânûnuevvel 1341 "1 January 1926": a 1342 date is an informal count. */
  | { code: 'rumiAfterLaw698' }
  /** The Western date is before 15 October 1582, so it is (read or shown) in the Julian calendar. */
  | { code: 'julianDate' };

/** A converted date: the day as given (`from`) and as the other calendar names it (`to`). */
export type Conversion = { ok: true; from: Day; to: Day; warnings: Warning[] } | { ok: false; problem: Problem };

export type Checked = { ok: true; jdn: number } | { ok: false; problem: Problem };

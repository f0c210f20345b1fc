import {
  hijriToWestern,
  rumiToWestern,
  westernToHijri,
  westernToRumi,
  type CalendarDate,
  type Conversion,
} from '../ottoman-dates';

/** The four ways the converter works, in the order it offers them. */
export const directions = ['hijri-to-western', 'western-to-hijri', 'rumi-to-western', 'western-to-rumi'] as const;
export type Direction = (typeof directions)[number];

/** Which calendar the form's day, month and year are in. */
export type InputCalendar = 'hijri' | 'rumi' | 'western';

export const inputCalendarOf: Record<Direction, InputCalendar> = {
  'hijri-to-western': 'hijri',
  'western-to-hijri': 'western',
  'rumi-to-western': 'rumi',
  'western-to-rumi': 'western',
};

export const convertBy: Record<Direction, (date: CalendarDate) => Conversion> = {
  'hijri-to-western': hijriToWestern,
  'western-to-hijri': westernToHijri,
  'rumi-to-western': rumiToWestern,
  'western-to-rumi': westernToRumi,
};

/** Only a Rûmî year may be given alone (a document dated "1296"): it maps to two Gregorian years. */
export const allowsYearOnly = (direction: Direction): boolean => direction === 'rumi-to-western';

// The Ottoman date converters: plain functions over day numbers, no React. The date converter screen uses them.
export type { CalendarDate } from './julian-day';
export type { CalendarName, Conversion, DateField, Day, Problem, Warning } from './outcome';
export { hijriToWestern, westernToHijri } from './convert-hijri';
export { rumiToWestern, westernToRumi, rumiYearToWestern, type YearSpan } from './convert-rumi';
export { hijriMonths, hijriMonth } from './hijri-months';
export { rumiMonths, rumiMonth } from './rumi-months';
export { weekdayOf, jdnToUtcDate } from './julian-day';

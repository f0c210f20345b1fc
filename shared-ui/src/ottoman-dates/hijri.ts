import { jdnToUtcDate, type CalendarDate } from './julian-day';
import type { Checked } from './outcome';
import { FIRST_JDN, LAST_JDN } from './western';

/*
 * Hijri dates come from the platform's ICU calendar `islamic-civil`: the tabular (arithmetic) Islamic calendar
 * with the Friday epoch, 1 Muharrem 1 = 16 July 622 (Julian); months of 30 and 29 days in turn, Zilhicce 30 days
 * in 11 years of every 30. It is the calendar of the conversion tables historians use for Ottoman documents
 * (Wüstenfeld–Mahler, and F. R. Unat's Türk Tarih Kurumu guide built on them), and being arithmetic it gives the
 * same day in every browser and in Node. `islamic-umalqura` is Saudi Arabia's modern calendar, computed from
 * astronomy for 1300–1600 AH: it differs from the tabular one by a day in many months (29 Oct 1923 is
 * 18 Rebîülevvel 1342 tabular, 19 Umm al-Qura) and was never the Ottoman reckoning. Neither is what a scribe
 * wrote: months began with the sighting of the new moon, so every Hijri result carries a ±1 day warning.
 */
const civil = new Intl.DateTimeFormat('en-u-ca-islamic-civil-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** 1 Muharrem 1. */
const HIJRI_EPOCH_JDN = FIRST_JDN;
const MEAN_YEAR = 354.367;
const MEAN_MONTH = 29.5306;
export const LAST_HIJRI_YEAR = 1524;

export function jdnToHijri(jdn: number): CalendarDate {
  const parts = civil.formatToParts(jdnToUtcDate(jdn));
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  const date = { year: part('year'), month: part('month'), day: part('day') };
  if (!Number.isInteger(date.year) || !Number.isInteger(date.month) || !Number.isInteger(date.day)) {
    throw new Error('This platform has no islamic-civil calendar (Intl.DateTimeFormat)');
  }
  return date;
}

/**
 * The day number of 1 <month> <year>: an estimate from the mean month, corrected by reading back what the
 * calendar calls that day (two or three reads).
 */
function monthStart(year: number, month: number): number {
  let jdn = HIJRI_EPOCH_JDN + Math.floor((year - 1) * MEAN_YEAR + (month - 1) * MEAN_MONTH);
  for (let read = 0; read < 8; read += 1) {
    const found = jdnToHijri(jdn);
    const months = (year - found.year) * 12 + (month - found.month);
    if (months === 0 && found.day === 1) return jdn;
    jdn += Math.round(months * MEAN_MONTH) + 1 - found.day;
  }
  throw new Error(`No start found for Hijri month ${month}/${year}`);
}

/** 29 or 30. */
export function hijriMonthLength(year: number, month: number): number {
  const next = month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);
  return next - monthStart(year, month);
}

/** A Hijri date's day number, or why it is not one (no such day in that month, out of range). */
export function checkHijri({ year, month, day }: CalendarDate): Checked {
  if (month < 1 || month > 12) return { ok: false, problem: { code: 'monthOutOfRange', field: 'month' } };
  if (year < 1 || year > LAST_HIJRI_YEAR) return { ok: false, problem: { code: 'hijriRange', field: 'year' } };
  const max = hijriMonthLength(year, month);
  if (day < 1 || day > max) return { ok: false, problem: { code: 'dayOutOfMonth', field: 'day', max } };
  const jdn = monthStart(year, month) + day - 1;
  if (jdn > LAST_JDN) return { ok: false, problem: { code: 'hijriRange', field: 'year' } };
  return { ok: true, jdn };
}

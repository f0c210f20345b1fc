import type { CalendarDate } from './julian-day';
import type { Conversion, Day, Problem, Warning } from './outcome';
import {
  FIRST_RUMI_YEAR,
  LAST_RUMI_YEAR,
  RUMI_FIRST_JDN,
  RUMI_GREGORIAN_JDN,
  RUMI_LAST_JDN,
  checkRumi,
  jdnToRumi,
  julianLag,
  rumiYearStart,
} from './rumi';
import { checkWestern, westernDay } from './western';

/** What to say beside a Rûmî date: the year it really falls in, the Julian lag, the unofficial 1342. */
function rumiWarnings(date: CalendarDate, jdn: number): Warning[] {
  const warnings: Warning[] = [];
  if (date.year <= 1332 && date.month <= 2) {
    warnings.push({ code: 'rumiEarlyMonths', rumiYear: date.year, westernYear: date.year + 585 });
  }
  if (jdn < RUMI_GREGORIAN_JDN) warnings.push({ code: 'rumiJulian', days: julianLag(jdn) });
  if (date.year === LAST_RUMI_YEAR) warnings.push({ code: 'rumiAfterLaw698' });
  return warnings;
}

/** A Rûmî date as the Gregorian date of the same day. */
export function rumiToWestern(date: CalendarDate): Conversion {
  const checked = checkRumi(date);
  if (!checked.ok) return checked;
  const from = { calendar: 'rumi' as const, date, jdn: checked.jdn };
  return { ok: true, from, to: westernDay(checked.jdn), warnings: rumiWarnings(date, checked.jdn) };
}

/** A Gregorian date from 13 March 1840 to 31 December 1926 as the Rûmî date of the same day. */
export function westernToRumi(date: CalendarDate): Conversion {
  const checked = checkWestern(date);
  if (!checked.ok) return checked;
  const rumi = jdnToRumi(checked.jdn);
  if (!rumi) {
    const code = checked.jdn < RUMI_FIRST_JDN ? 'beforeRumi' : 'afterRumi';
    return { ok: false, problem: { code, field: 'year' } };
  }
  const to = { calendar: 'rumi' as const, date: rumi, jdn: checked.jdn };
  return { ok: true, from: westernDay(checked.jdn), to, warnings: rumiWarnings(rumi, checked.jdn) };
}

export type YearSpan =
  { ok: true; year: number; first: Day; last: Day; warnings: Warning[] } | { ok: false; problem: Problem };

/**
 * A Rûmî year given without its month: its first and last day in the Gregorian calendar. Until 1332 that is two
 * Gregorian years (Mart to Şubat), so a document dated only "1296" may mean 1880 or 1881.
 */
export function rumiYearToWestern(year: number): YearSpan {
  if (year < FIRST_RUMI_YEAR || year > LAST_RUMI_YEAR) {
    return { ok: false, problem: { code: 'rumiYearRange', field: 'year' } };
  }
  const first = rumiYearStart(year);
  const last = Math.min(rumiYearStart(year + 1), RUMI_LAST_JDN + 1) - 1;
  const warnings: Warning[] = [];
  if (year <= 1332) warnings.push({ code: 'rumiYearOnly', years: [year + 584, year + 585] });
  if (first < RUMI_GREGORIAN_JDN) warnings.push({ code: 'rumiJulian', days: julianLag(first) });
  if (year === LAST_RUMI_YEAR) warnings.push({ code: 'rumiAfterLaw698' });
  return { ok: true, year, first: westernDay(first), last: westernDay(last), warnings };
}

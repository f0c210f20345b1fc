import type { CalendarDate } from './julian-day';
import { checkHijri, jdnToHijri } from './hijri';
import type { Conversion, Day, Warning } from './outcome';
import { checkWestern, westernDay } from './western';

/** Every Hijri result may be a day off (moon sighting); a Western day before 1582 is a Julian one. */
const hijriWarnings = (western: Day): Warning[] =>
  western.calendar === 'julian' ? [{ code: 'moonSighting' }, { code: 'julianDate' }] : [{ code: 'moonSighting' }];

/** A Hijri date (tabular, islamic-civil) as the Western date of the same day. */
export function hijriToWestern(date: CalendarDate): Conversion {
  const checked = checkHijri(date);
  if (!checked.ok) return checked;
  const to = westernDay(checked.jdn);
  return { ok: true, from: { calendar: 'hijri', date, jdn: checked.jdn }, to, warnings: hijriWarnings(to) };
}

/** A Western date (Julian before 15 October 1582) as the tabular Hijri date of the same day. */
export function westernToHijri(date: CalendarDate): Conversion {
  const checked = checkWestern(date);
  if (!checked.ok) return checked;
  const from = westernDay(checked.jdn);
  const to: Day = { calendar: 'hijri', date: jdnToHijri(checked.jdn), jdn: checked.jdn };
  return { ok: true, from, to, warnings: hijriWarnings(from) };
}

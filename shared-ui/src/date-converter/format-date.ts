import { hijriMonth, jdnToUtcDate, rumiMonth, type Day } from '../ottoman-dates';

export type Language = 'tr' | 'en';

/** A Hijri month as the select and the result name it: Ottoman, with the transliteration in English. */
export function hijriMonthLabel(month: number, language: Language): string {
  const { ottoman, english } = hijriMonth(month);
  return language === 'en' ? `${ottoman} (${english})` : ottoman;
}

/** A Rûmî month: its Ottoman name, with today's name where that differs (Turkish) or the English one. */
export function rumiMonthLabel(month: number, language: Language): string {
  const { ottoman, modern, english } = rumiMonth(month);
  if (language === 'en') return `${ottoman} (${english})`;
  return modern === ottoman ? ottoman : `${ottoman} (${modern})`;
}

/** A Western month's name in the page's language (Julian and Gregorian months share their names). */
export function westernMonthLabel(month: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2001, month - 1, 1));
}

function monthLabel(day: Day, language: Language): string {
  if (day.calendar === 'hijri') return hijriMonthLabel(day.date.month, language);
  if (day.calendar === 'rumi') return rumiMonthLabel(day.date.month, language);
  return westernMonthLabel(day.date.month, language);
}

/** "23 Nisan 1336": day, month name and year (years are never grouped: 1336, not 1.336). */
export function formatDate(day: Day, language: Language): string {
  return `${day.date.day} ${monthLabel(day, language)} ${day.date.year}`;
}

/** The weekday of a day, whatever calendar names it. */
export function formatWeekday(day: Day, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(jdnToUtcDate(day.jdn));
}

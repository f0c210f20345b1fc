import { formatCount, formatDay, formatLira, formatMoment } from './format';

describe('formatMoment', () => {
  it('shows the time of day in Istanbul and says so: TSİ in Turkish, TRT in English', () => {
    expect(formatMoment('2026-11-28T11:05:00.000Z', 'tr')).toBe('28 Kas 2026 14:05 (TSİ)');
    expect(formatMoment('2026-11-28T11:05:00.000Z', 'en')).toBe('28 Nov 2026, 14:05 (TRT)');
  });

  it('leaves an empty or unreadable value as it was', () => {
    expect(formatMoment(null, 'tr')).toBe('');
    expect(formatMoment('dün', 'tr')).toBe('dün');
  });

  it('adds no zone to a calendar day', () => {
    expect(formatDay('2026-11-28', 'tr')).toBe('28 Kas 2026');
  });
});

/**
 * The formats are written out for the two languages so a page does not load ICU's formatting data to draw them
 * (format.ts); these hold each to what Intl writes for tr-TR and en-GB.
 */
describe('the written-out formats, held to Intl', () => {
  const languages = [
    ['tr', 'tr-TR'],
    ['en', 'en-GB'],
  ] as const;

  it.each(languages)('formatDay in %s writes each month of several years as Intl does', (lang, locale) => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    for (const year of [1000, 1923, 2024, 2026, 9999]) {
      for (let month = 0; month < 12; month += 1) {
        for (const day of [1, 9, 10, 28]) {
          const date = new Date(Date.UTC(year, month, day));
          expect(formatDay(date.toISOString().slice(0, 10), lang)).toBe(intl.format(date));
        }
      }
    }
  });

  it.each(languages)('formatMoment in %s writes Istanbul time as Intl does, before 2016 too', (lang, locale) => {
    const intl = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    });
    const zone = lang === 'en' ? 'TRT' : 'TSİ';
    const starts = [
      Date.UTC(2015, 6, 1),
      Date.UTC(2016, 8, 6, 20),
      Date.UTC(2026, 11, 31, 20, 59),
      Date.UTC(2031, 1, 28),
    ];
    for (const start of starts) {
      // every 37 minutes for two days: each hour, midnight in Istanbul and the day's change in UTC
      for (let i = 0; i < 78; i += 1) {
        const date = new Date(start + i * 37 * 60_000);
        expect(formatMoment(date.toISOString(), lang)).toBe(`${intl.format(date)} (${zone})`);
      }
    }
  });

  it.each(languages)('formatLira in %s writes amounts as Intl does, rounding included', (lang, locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
    const amounts = [0, -0, 0.004, 0.005, 0.125, 1.005, 5, 12.345, -12.345, 999.995, 1000, 1234.5, 99_999.99];
    amounts.push(1_234_567.891, -7_654_321, 123_456_789_012.34, 1e15, Number.NaN, Number.POSITIVE_INFINITY);
    for (let i = 0; i < 500; i += 1) amounts.push(Math.round((i * 7919.37) % 250_000) / 100 - 50);
    for (let i = 0; i < 1000; i += 1) amounts.push(i * 0.0015, i * 10.0005, -i / 7);
    for (const amount of amounts) expect(formatLira(amount, lang)).toBe(intl.format(amount));
  });

  it.each(languages)('formatCount in %s groups whole numbers as Intl does', (lang, locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const count of [0, 7, 999, 1000, 1234, 12_345, 100_000, 1_234_567, -4321, 2 ** 53, 1.5]) {
      expect(formatCount(count, lang)).toBe(intl.format(count));
    }
  });
});

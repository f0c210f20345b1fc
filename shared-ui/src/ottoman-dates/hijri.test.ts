import { hijriToWestern, westernToHijri } from './convert-hijri';
import { checkHijri, hijriMonthLength } from './hijri';
import type { CalendarDate } from './julian-day';
import type { CalendarName, Conversion } from './outcome';

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

function converted(conversion: Conversion): { calendar: CalendarName; date: CalendarDate } {
  if (!conversion.ok) throw new Error(`not converted: ${conversion.problem.code}`);
  return { calendar: conversion.to.calendar, date: conversion.to.date };
}

/**
 * Known pairs. The Hijri side is the tabular (islamic-civil) calendar of the historians' tables; where a source
 * printed a day that the moon sighting moved, the test says so and checks that we are one day from it.
 */
const anchors: { hijri: CalendarDate; western: CalendarDate; calendar: 'julian' | 'gregorian'; source: string }[] = [
  {
    hijri: date(1, 1, 1),
    western: date(622, 7, 16),
    calendar: 'julian',
    source: 'the epoch of the tabular calendar: Friday 16 July 622 (Tam İlmihal, "Hicrî sene başı"; dinisualler.com)',
  },
  {
    hijri: date(857, 5, 20),
    western: date(1453, 5, 29),
    calendar: 'julian',
    source:
      'conquest of Istanbul, "Tuesday 20 Jumada I 857" in Ibn Taghribirdi\'s chronicle; 29 May 1453 Julian = 7 June Gregorian',
  },
  {
    hijri: date(1256, 1, 9),
    western: date(1840, 3, 13),
    calendar: 'gregorian',
    source: 'first day of the Rûmî calendar, "1 Mart 1256 (9 Muharrem 1256)" = 13 March 1840 (Yeni Asya, 25 Jan 2015)',
  },
  {
    hijri: date(1400, 1, 1),
    western: date(1979, 11, 21),
    calendar: 'gregorian',
    source: 'start of the 15th Hijri century; tabular tables give 20/21 November 1979 (civil epoch: the 21st)',
  },
  {
    hijri: date(1438, 9, 1),
    western: date(2017, 5, 27),
    calendar: 'gregorian',
    source: "Diyanet's 2017 calendar: Ramazan began on Saturday 27 May 2017",
  },
  {
    hijri: date(1444, 7, 1),
    western: date(2023, 1, 23),
    calendar: 'gregorian',
    source: "Diyanet's 2023 calendar: 01 Receb 1444 = Monday 23 January 2023",
  },
  {
    hijri: date(1444, 9, 1),
    western: date(2023, 3, 23),
    calendar: 'gregorian',
    source: "Diyanet's 2023 calendar: Ramazan began on Thursday 23 March 2023",
  },
];

describe('Hijri ↔ Western conversion (tabular islamic-civil calendar)', () => {
  it.each(anchors)('converts $hijri.day/$hijri.month/$hijri.year AH to the Western day — $source', (anchor) => {
    expect(converted(hijriToWestern(anchor.hijri))).toEqual({ calendar: anchor.calendar, date: anchor.western });
  });

  it.each(anchors)('converts the Western day back to $hijri.day/$hijri.month/$hijri.year AH — $source', (anchor) => {
    expect(converted(westernToHijri(anchor.western))).toEqual({ calendar: 'hijri', date: anchor.hijri });
  });

  it('is one day from the dates that moon sighting moved, and says ±1 day on every result', () => {
    // A 1911 multilingual Ottoman calendar page prints 21 Rebîülâhir 1329 beside 20 April 1911 (Gregorian);
    // Diyanet's 2017 calendar began Muharrem 1439 on 21 September 2017 and Zilhicce 1438 on 23 August.
    const sighted = [
      { hijri: date(1329, 4, 21), western: date(1911, 4, 20) },
      { hijri: date(1439, 1, 1), western: date(2017, 9, 21) },
      { hijri: date(1438, 12, 1), western: date(2017, 8, 23) },
    ];
    for (const { hijri, western } of sighted) {
      const toWestern = hijriToWestern(hijri);
      const toHijri = westernToHijri(western);
      if (!toWestern.ok || !toHijri.ok) throw new Error('not converted');
      expect(Math.abs(toWestern.to.jdn - toHijri.from.jdn)).toBe(1);
      expect(toWestern.warnings).toContainEqual({ code: 'moonSighting' });
      expect(toHijri.warnings).toContainEqual({ code: 'moonSighting' });
    }
  });

  it('says a Western date before 15 October 1582 is Julian', () => {
    const conquest = hijriToWestern(date(857, 5, 20));
    expect(conquest.ok && conquest.warnings).toEqual([{ code: 'moonSighting' }, { code: 'julianDate' }]);
    const republic = westernToHijri(date(1923, 10, 29));
    expect(republic.ok && republic.warnings).toEqual([{ code: 'moonSighting' }]);
  });

  it('agrees with the arithmetic tabular rule for the first day and the length of every month, 1–1524 AH', () => {
    // The civil (Friday-epoch) tabular calendar: odd months 30 days, even 29, Zilhicce 30 in 11 years of 30.
    const tabularStart = (year: number, month: number) =>
      Math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + Math.floor((3 + 11 * year) / 30) + 1948440;
    const mismatches: string[] = [];
    for (let year = 1; year <= 1524; year += 1) {
      for (let month = 1; month <= (year === 1524 ? 10 : 12); month += 1) {
        const start = checkHijri(date(year, month, 1));
        if (!start.ok || start.jdn !== tabularStart(year, month)) mismatches.push(`start of ${month}/${year}`);
        const leap = (14 + 11 * year) % 30 < 11;
        const length = month % 2 === 1 || (month === 12 && leap) ? 30 : 29;
        if (hijriMonthLength(year, month) !== length) mismatches.push(`length of ${month}/${year}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses the 30th of a 29-day month, naming the month length', () => {
    expect(hijriToWestern(date(1444, 8, 30))).toEqual({
      ok: false,
      problem: { code: 'dayOutOfMonth', field: 'day', max: 29 },
    });
    expect(hijriToWestern(date(1444, 9, 30)).ok).toBe(true);
    expect(hijriToWestern(date(1444, 9, 31))).toEqual({
      ok: false,
      problem: { code: 'dayOutOfMonth', field: 'day', max: 30 },
    });
  });

  it('has Zilhicce 30 only in the leap years of the 30-year cycle (1442 yes, 1443 no)', () => {
    expect(hijriToWestern(date(1442, 12, 30)).ok).toBe(true);
    expect(hijriToWestern(date(1443, 12, 30)).ok).toBe(false);
  });

  it('converts from 1 Muharrem 1 to 29 Şevvâl 1524 (31 December 2100) and refuses what lies outside', () => {
    const outOfRange = { ok: false, problem: { code: 'hijriRange', field: 'year' } };
    expect(hijriToWestern(date(0, 12, 1))).toEqual(outOfRange);
    expect(hijriToWestern(date(1525, 1, 1))).toEqual(outOfRange);
    expect(hijriToWestern(date(1524, 11, 1))).toEqual(outOfRange);
    expect(converted(hijriToWestern(date(1524, 10, 29))).date).toEqual(date(2100, 12, 31));
    expect(hijriToWestern(date(1444, 13, 1))).toEqual({
      ok: false,
      problem: { code: 'monthOutOfRange', field: 'month' },
    });
  });
});

import { rumiToWestern, rumiYearToWestern, westernToRumi } from './convert-rumi';
import type { CalendarDate } from './julian-day';
import type { Conversion } from './outcome';

const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

function to(conversion: Conversion): CalendarDate {
  if (!conversion.ok) throw new Error(`not converted: ${conversion.problem.code}`);
  return conversion.to.date;
}

/*
 * Published Rûmî ↔ Gregorian pairs (Rûmî months by their Western number: Mart = 3, Kânûnusânî = 1, Şubat = 2).
 * Sources:
 *  - Wikipedia, "Rumi calendar": adopted "on March 13, 1840 AD (March 1, 1256)"; from 1 March 1917 aligned with the
 *    Gregorian calendar, the last 13 days of Şubat 1332 dropped; 1917 (1333) had ten months, 1918 (1334) began on
 *    1 January.
 *  - Yeni Asya, "Rûmî takvim hatırlamaları" (25 Jan 2015): "1 Mart 1256 – 15 Şubât 1332 (13 Mart 1840 – 28 Şubat
 *    1917)"; "28 Şubat 1315 (12 Mart 1900)".
 *  - Law no. 125 of 8 Şubat 1332 (text on vakithesaplama.diyanet.gov.tr): "1332 senesi Şubatının 16. günü 1333
 *    senesi Martının birinci günü itibar edilecektir."
 *  - Law no. 698 of 26 Kânûnuevvel 1341, art. 2: "1341 senesi Kânunuevvelinin 31. gününü takip eden gün 1926
 *    senesi Kânunusanisinin birinci günüdür." (bilgi-rehberi.com, Resmî Gazete 2/1/1926 no. 260)
 *  - sessiztarih.net, "Rumi Takvim Miladi Takvime Nasıl Çevrilir?": 10 Temmuz 1324 = 23 July 1908,
 *    31 Mart 1325 = 13 April 1909, 29 Teşrînievvel 1339 = 29 October 1923; from 1334 only 584 is added.
 *  - Ekşi Şeyler, "Rumi yılı miladi yıla çevirirken…" (with Türk Tarih Kurumu's tarih çevirme kılavuzu):
 *    23 Kânûnuevvel 1296 = 4 January 1881; the year 1296 alone is 1880/1881.
 *  - A 1911 multilingual Ottoman calendar page (Wikipedia, "Rumi calendar"): 7 Nisan 1327 = 20 April 1911.
 *  - Atatürk's circular of 21 April 1920: the Assembly opens "Nisan'ın 23'üncü Cuma günü" (23 Nisan 1336 =
 *    Friday 23 April 1920); 19 Mayıs 1335 = 19 May 1919 by the same 1334+ rule.
 */
const anchors: [string, CalendarDate, CalendarDate][] = [
  ['1 Mart 1256, the first Rûmî day', date(1256, 3, 1), date(1840, 3, 13)],
  ['23 Kânûnuevvel 1296', date(1296, 12, 23), date(1881, 1, 4)],
  ['28 Şubat 1315 (Julian 1900, still 12 days)', date(1315, 2, 28), date(1900, 3, 12)],
  ['29 Şubat 1315 (a Julian leap day the Gregorian 1900 lacks)', date(1315, 2, 29), date(1900, 3, 13)],
  ['1 Mart 1316 (13 days from here)', date(1316, 3, 1), date(1900, 3, 14)],
  ['10 Temmuz 1324, the Second Constitution', date(1324, 7, 10), date(1908, 7, 23)],
  ['31 Mart 1325, the 31 March incident', date(1325, 3, 31), date(1909, 4, 13)],
  ['7 Nisan 1327, the 1911 calendar page', date(1327, 4, 7), date(1911, 4, 20)],
  ['15 Şubat 1332, the last Julian-based day', date(1332, 2, 15), date(1917, 2, 28)],
  ['1 Mart 1333, the day after it', date(1333, 3, 1), date(1917, 3, 1)],
  ['31 Kânûnuevvel 1333, the end of the ten-month year', date(1333, 12, 31), date(1917, 12, 31)],
  ['1 Kânûnusânî 1334, the first year begun in January', date(1334, 1, 1), date(1918, 1, 1)],
  ['19 Mayıs 1335', date(1335, 5, 19), date(1919, 5, 19)],
  ['23 Nisan 1336, the Grand National Assembly', date(1336, 4, 23), date(1920, 4, 23)],
  ['29 Teşrînievvel 1339, the Republic', date(1339, 10, 29), date(1923, 10, 29)],
  ['31 Kânûnuevvel 1341, the last official Rûmî day', date(1341, 12, 31), date(1925, 12, 31)],
  ['1 Kânûnusânî 1342 (law no. 698: 1 January 1926)', date(1342, 1, 1), date(1926, 1, 1)],
];

describe('Rûmî ↔ Gregorian conversion', () => {
  it.each(anchors)('converts %s to its published Gregorian date', (_name, rumi, gregorian) => {
    expect(to(rumiToWestern(rumi))).toEqual(gregorian);
  });

  it.each(anchors)('converts the Gregorian date of %s back to the Rûmî date', (_name, rumi, gregorian) => {
    expect(to(westernToRumi(gregorian))).toEqual(rumi);
  });

  it('gives weekdays that match the sources: 1 Mart 1256 a Friday, 23 Nisan 1336 a Friday', () => {
    const first = rumiToWestern(date(1256, 3, 1));
    const assembly = rumiToWestern(date(1336, 4, 23));
    if (!first.ok || !assembly.ok) throw new Error('not converted');
    expect((first.to.jdn + 1) % 7).toBe(5);
    expect((assembly.to.jdn + 1) % 7).toBe(5);
  });

  it('says how far a Julian-based Rûmî date ran behind: 12 days in the 1800s, 13 from March 1900, none from 1917', () => {
    const lag = (rumi: CalendarDate) => {
      const result = rumiToWestern(rumi);
      if (!result.ok) throw new Error(result.problem.code);
      return result.warnings.find((w) => w.code === 'rumiJulian');
    };
    expect(lag(date(1256, 3, 1))).toEqual({ code: 'rumiJulian', days: 12 });
    expect(lag(date(1316, 3, 1))).toEqual({ code: 'rumiJulian', days: 13 });
    expect(lag(date(1333, 3, 1))).toBeUndefined();
  });

  it('refuses 16–29 Şubat 1332, the days the 1917 law dropped', () => {
    for (const day of [16, 20, 28]) {
      expect(rumiToWestern(date(1332, 2, day))).toEqual({
        ok: false,
        problem: { code: 'rumiDroppedDays', field: 'day' },
      });
    }
    expect(rumiToWestern(date(1332, 2, 29))).toEqual({
      ok: false,
      problem: { code: 'dayOutOfMonth', field: 'day', max: 28 },
    });
  });

  it('refuses Kânûnusânî and Şubat 1333: the ten-month year 1333 ended with Kânûnuevvel', () => {
    for (const month of [1, 2]) {
      expect(rumiToWestern(date(1333, month, 1))).toEqual({
        ok: false,
        problem: { code: 'rumiShortYear1333', field: 'month' },
      });
    }
  });

  it('converts from 1256 to 1342 only, and Gregorian dates from 13 March 1840 to 31 December 1926', () => {
    const yearRange = { ok: false, problem: { code: 'rumiYearRange', field: 'year' } };
    expect(rumiToWestern(date(1255, 12, 1))).toEqual(yearRange);
    expect(rumiToWestern(date(1343, 1, 1))).toEqual(yearRange);
    expect(westernToRumi(date(1840, 3, 12))).toEqual({ ok: false, problem: { code: 'beforeRumi', field: 'year' } });
    expect(to(westernToRumi(date(1926, 12, 31)))).toEqual(date(1342, 12, 31));
    expect(westernToRumi(date(1927, 1, 1))).toEqual({ ok: false, problem: { code: 'afterRumi', field: 'year' } });
  });

  it('refuses a day past the end of its Rûmî month (Nisan has 30 days; Şubat 1316 = Julian 1901 has 28)', () => {
    expect(rumiToWestern(date(1336, 4, 31))).toEqual({
      ok: false,
      problem: { code: 'dayOutOfMonth', field: 'day', max: 30 },
    });
    expect(rumiToWestern(date(1316, 2, 29))).toEqual({
      ok: false,
      problem: { code: 'dayOutOfMonth', field: 'day', max: 28 },
    });
  });
});

describe('Rûmî dates that can be read two ways', () => {
  it('warns that Kânûnusânî and Şubat before 1918 fall in the next Gregorian year (year + 585)', () => {
    const january = rumiToWestern(date(1296, 1, 8));
    expect(to(january)).toEqual(date(1881, 1, 20));
    expect(january.ok && january.warnings).toContainEqual({
      code: 'rumiEarlyMonths',
      rumiYear: 1296,
      westernYear: 1881,
    });
    const back = westernToRumi(date(1881, 1, 20));
    expect(back.ok && back.warnings).toContainEqual({ code: 'rumiEarlyMonths', rumiYear: 1296, westernYear: 1881 });
  });

  it('gives no such warning for Mart–Kânûnuevvel, nor for Kânûnusânî from 1334 on', () => {
    const december = rumiToWestern(date(1296, 12, 23));
    expect(december.ok && december.warnings.map((w) => w.code)).not.toContain('rumiEarlyMonths');
    const january1918 = rumiToWestern(date(1334, 1, 15));
    expect(january1918.ok && january1918.warnings).toEqual([]);
  });

  it('shows a Rûmî year given alone as the two Gregorian years it spans (1296 = 13 March 1880 – 12 March 1881)', () => {
    const span = rumiYearToWestern(1296);
    if (!span.ok) throw new Error(span.problem.code);
    expect([span.first.date, span.last.date]).toEqual([date(1880, 3, 13), date(1881, 3, 12)]);
    expect(span.warnings).toContainEqual({ code: 'rumiYearOnly', years: [1880, 1881] });
  });

  it('gives the short years their own ends: 1332 ends on 28 February 1917, 1333 is March–December 1917', () => {
    const y1332 = rumiYearToWestern(1332);
    const y1333 = rumiYearToWestern(1333);
    const y1340 = rumiYearToWestern(1340);
    if (!y1332.ok || !y1333.ok || !y1340.ok) throw new Error('not converted');
    expect([y1332.first.date, y1332.last.date]).toEqual([date(1916, 3, 14), date(1917, 2, 28)]);
    expect([y1333.first.date, y1333.last.date]).toEqual([date(1917, 3, 1), date(1917, 12, 31)]);
    expect(y1333.warnings).toEqual([]);
    expect([y1340.first.date, y1340.last.date]).toEqual([date(1924, 1, 1), date(1924, 12, 31)]);
  });

  it('marks 1342 as unofficial: law no. 698 made the day after 31 Kânûnuevvel 1341 "1 January 1926"', () => {
    const newYear = rumiToWestern(date(1342, 1, 1));
    expect(newYear.ok && newYear.warnings).toEqual([{ code: 'rumiAfterLaw698' }]);
    const last = rumiToWestern(date(1341, 12, 31));
    expect(last.ok && last.warnings).toEqual([]);
    const span = rumiYearToWestern(1342);
    expect(span.ok && span.warnings).toEqual([{ code: 'rumiAfterLaw698' }]);
  });

  it('refuses a year alone outside 1256–1342', () => {
    expect(rumiYearToWestern(1255)).toEqual({ ok: false, problem: { code: 'rumiYearRange', field: 'year' } });
    expect(rumiYearToWestern(1343)).toEqual({ ok: false, problem: { code: 'rumiYearRange', field: 'year' } });
  });
});

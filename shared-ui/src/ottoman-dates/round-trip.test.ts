import fc from 'fast-check';
import { hijriToWestern, westernToHijri } from './convert-hijri';
import { rumiToWestern, westernToRumi } from './convert-rumi';
import { jdnToGregorian, jdnToJulian } from './julian-day';
import { RUMI_FIRST_JDN, RUMI_LAST_JDN, checkRumi, jdnToRumi } from './rumi';
import { FIRST_JDN, GREGORIAN_REFORM_JDN, LAST_JDN } from './western';

/** The Western date of a day number as a user would type it (Julian before the 1582 reform). */
const westernDate = (jdn: number) => (jdn < GREGORIAN_REFORM_JDN ? jdnToJulian(jdn) : jdnToGregorian(jdn));

describe('round trips', () => {
  it('brings any day from 622 to 2100 back to itself through the Hijri calendar, both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST_JDN, max: LAST_JDN }), (jdn) => {
        const hijri = westernToHijri(westernDate(jdn));
        if (!hijri.ok) return false;
        const back = hijriToWestern(hijri.to.date);
        return back.ok && back.to.jdn === jdn && back.to.date.day === westernDate(jdn).day;
      }),
      { numRuns: 2000 },
    );
  });

  it('brings any day from 1840 to 1926 back to itself through the Rûmî calendar, both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: RUMI_FIRST_JDN, max: RUMI_LAST_JDN }), (jdn) => {
        const rumi = westernToRumi(jdnToGregorian(jdn));
        if (!rumi.ok) return false;
        const back = rumiToWestern(rumi.to.date);
        return back.ok && back.to.jdn === jdn && back.from.jdn === jdn;
      }),
      { numRuns: 2000 },
    );
  });

  it('counts every day from 1 Mart 1256 to 1342 in order, skipping only 16–28 Şubat 1332 (1917)', () => {
    const breaks: string[] = [];
    for (let jdn = RUMI_FIRST_JDN; jdn < RUMI_LAST_JDN; jdn += 1) {
      const today = jdnToRumi(jdn);
      const tomorrow = jdnToRumi(jdn + 1);
      if (!today || !tomorrow) throw new Error(`no Rûmî date for ${jdn}`);
      const nextMonth = (today.month % 12) + 1;
      // the year turned on 1 Mart until 1333, on 1 Kânûnusânî from 1334
      const newYearMonth = today.year < 1333 ? 3 : 1;
      const monthEnded = (() => {
        const dayAfter = checkRumi({ ...today, day: today.day + 1 });
        return !dayAfter.ok && dayAfter.problem.code === 'dayOutOfMonth';
      })();
      const expected = monthEnded
        ? { day: 1, month: nextMonth, year: nextMonth === newYearMonth ? today.year + 1 : today.year }
        : { ...today, day: today.day + 1 };
      if (JSON.stringify(tomorrow) !== JSON.stringify(expected)) {
        breaks.push(`${today.day}/${today.month}/${today.year} → ${tomorrow.day}/${tomorrow.month}/${tomorrow.year}`);
      }
    }
    expect(breaks).toEqual(['15/2/1332 → 1/3/1333']);
  });
});

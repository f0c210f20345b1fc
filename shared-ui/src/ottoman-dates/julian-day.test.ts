import { gregorianToJdn, jdnToGregorian, jdnToJulian, jdnToUtcDate, julianToJdn, weekdayOf } from './julian-day';

describe('Julian Day Numbers', () => {
  // Published values: JDN 2451545 is 1 January 2000 (Explanatory Supplement to the Astronomical Almanac);
  // 4 October 1582 (Julian) and 15 October 1582 (Gregorian) are consecutive days, JDN 2299160 and 2299161.
  it.each([
    ['1 January 2000 (Gregorian)', gregorianToJdn({ year: 2000, month: 1, day: 1 }), 2451545],
    ['15 October 1582 (Gregorian)', gregorianToJdn({ year: 1582, month: 10, day: 15 }), 2299161],
    ['4 October 1582 (Julian)', julianToJdn({ year: 1582, month: 10, day: 4 }), 2299160],
    ['16 July 622 (Julian), 1 Muharrem 1', julianToJdn({ year: 622, month: 7, day: 16 }), 1948440],
  ])('gives %s its published day number', (_name, jdn, expected) => {
    expect(jdn).toBe(expected);
  });

  it('reads every day from 622 to 2100 back to the same date, in both calendars, and agrees with Date', () => {
    for (let jdn = 1948440; jdn <= 2488434; jdn += 37) {
      expect(gregorianToJdn(jdnToGregorian(jdn))).toBe(jdn);
      expect(julianToJdn(jdnToJulian(jdn))).toBe(jdn);
      const utc = jdnToUtcDate(jdn);
      const { year, month, day } = jdnToGregorian(jdn);
      expect([utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate(), utc.getUTCDay()]).toEqual([
        year,
        month,
        day,
        weekdayOf(jdn),
      ]);
    }
  });

  it('names the weekday: 29 May 1453 (Julian) was a Tuesday, 29 October 1923 a Monday', () => {
    expect(weekdayOf(julianToJdn({ year: 1453, month: 5, day: 29 }))).toBe(2);
    expect(weekdayOf(gregorianToJdn({ year: 1923, month: 10, day: 29 }))).toBe(1);
  });
});

import { checkWestern, westernDay } from './western';

const jdnOf = (year: number, month: number, day: number) => {
  const checked = checkWestern({ year, month, day });
  if (!checked.ok) throw new Error(checked.problem.code);
  return checked.jdn;
};

describe('Western (Milâdî) dates', () => {
  it('reads a date before 15 October 1582 as Julian: 4 October 1582 is the day before 15 October', () => {
    expect(jdnOf(1582, 10, 15) - jdnOf(1582, 10, 4)).toBe(1);
    expect(westernDay(jdnOf(1582, 10, 4)).calendar).toBe('julian');
    expect(westernDay(jdnOf(1582, 10, 15)).calendar).toBe('gregorian');
  });

  it('refuses 5–14 October 1582, which never happened', () => {
    for (let day = 5; day <= 14; day += 1) {
      expect(checkWestern({ year: 1582, month: 10, day })).toEqual({
        ok: false,
        problem: { code: 'reformGap', field: 'day' },
      });
    }
  });

  it('has 29 February in Julian 1500 but not in Gregorian 1700 or 1900', () => {
    expect(checkWestern({ year: 1500, month: 2, day: 29 }).ok).toBe(true);
    expect(checkWestern({ year: 1700, month: 2, day: 29 })).toEqual({
      ok: false,
      problem: { code: 'dayOutOfMonth', field: 'day', max: 28 },
    });
    expect(checkWestern({ year: 1900, month: 2, day: 29 }).ok).toBe(false);
    expect(checkWestern({ year: 2000, month: 2, day: 29 }).ok).toBe(true);
  });

  it('refuses a day past the end of its month and a month outside 1–12', () => {
    expect(checkWestern({ year: 1920, month: 4, day: 31 })).toEqual({
      ok: false,
      problem: { code: 'dayOutOfMonth', field: 'day', max: 30 },
    });
    expect(checkWestern({ year: 1920, month: 13, day: 1 })).toEqual({
      ok: false,
      problem: { code: 'monthOutOfRange', field: 'month' },
    });
  });

  it('converts from 16 July 622 to 31 December 2100 and refuses what lies outside', () => {
    expect(checkWestern({ year: 622, month: 7, day: 16 }).ok).toBe(true);
    expect(checkWestern({ year: 2100, month: 12, day: 31 }).ok).toBe(true);
    const outOfRange = { ok: false, problem: { code: 'westernRange', field: 'year' } };
    expect(checkWestern({ year: 622, month: 7, day: 15 })).toEqual(outOfRange);
    expect(checkWestern({ year: 2101, month: 1, day: 1 })).toEqual(outOfRange);
    expect(checkWestern({ year: 500, month: 1, day: 1 })).toEqual(outOfRange);
  });
});

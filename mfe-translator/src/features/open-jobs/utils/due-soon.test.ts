import { daysUntil, isDueSoon } from './due-soon';

describe('isDueSoon', () => {
  it('counts whole calendar days', () => {
    expect(daysUntil('2030-03-03', '2030-03-01')).toBe(2);
    expect(daysUntil('2030-03-01', '2030-02-28')).toBe(1);
  });

  it('is true up to two days ahead, overdue included, and false from the third day', () => {
    expect(isDueSoon('2030-03-01', '2030-03-01')).toBe(true);
    expect(isDueSoon('2030-03-03', '2030-03-01')).toBe(true);
    expect(isDueSoon('2030-02-27', '2030-03-01')).toBe(true);
    expect(isDueSoon('2030-03-04', '2030-03-01')).toBe(false);
  });

  it('is false for a value that is not a date', () => {
    expect(isDueSoon('', '2030-03-01')).toBe(false);
  });
});

import { todayInIstanbul } from './common';

describe('todayInIstanbul', () => {
  const byIntl = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  it.each([
    '2026-12-06T20:59:59Z',
    '2026-12-06T21:00:00Z',
    '2026-06-30T21:30:00Z',
    '2026-03-29T00:30:00Z',
    '2026-10-25T00:30:00Z',
    '2027-01-01T00:00:00Z',
    '2028-02-28T22:00:00Z',
  ])('gives the date in Istanbul that Intl gives at %s, midnight there included', (instant) => {
    const now = new Date(instant);
    expect(todayInIstanbul(now)).toBe(byIntl.format(now));
  });
});

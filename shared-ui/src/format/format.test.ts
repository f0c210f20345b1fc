import { formatDay, formatMoment } from './format';

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

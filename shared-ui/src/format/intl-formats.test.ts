import { dateTimeFormat, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('hands out the same formatter for the same locale and options, a new one when either differs', () => {
    const lira = numberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
    expect(numberFormat('tr-TR', { style: 'currency', currency: 'TRY' })).toBe(lira);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'TRY' })).not.toBe(lira);
    expect(numberFormat('tr-TR')).not.toBe(lira);
    const day = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(day);
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(day);
  });

  it('formats as a formatter made on the spot does', () => {
    expect(numberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(1234.5)).toBe(
      new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(1234.5),
    );
    const date = new Date('2026-03-01T00:00:00Z');
    expect(dateTimeFormat('tr-TR', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(date)).toBe('Mart 2026');
  });
});

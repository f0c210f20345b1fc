import { isValidTckn, isValidVkn } from './tax-ids';
import { billingDetailsInput } from './billing';

describe('T.C. kimlik no checksum', () => {
  it('accepts numbers whose 10th and 11th digits are right', () => {
    expect(isValidTckn('10000000146')).toBe(true);
  });
  it('refuses a wrong 10th or 11th digit, a leading 0, a wrong length and non-digits', () => {
    expect(isValidTckn('10000000156')).toBe(false);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('00000000146')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
    expect(isValidTckn('1000000014a')).toBe(false);
  });
});

describe('VKN checksum', () => {
  it('accepts real companies’ tax numbers', () => {
    expect(isValidVkn('3130557669')).toBe(true);
    expect(isValidVkn('9860008925')).toBe(true);
    expect(isValidVkn('1234567890')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidVkn('3130557668')).toBe(false);
    expect(isValidVkn('313055766')).toBe(false);
    expect(isValidVkn('31305576a9')).toBe(false);
  });
});

describe('billing details input', () => {
  it('names the wrong identity number of a company by its field', () => {
    const parsed = billingDetailsInput.safeParse({
      kind: 'company',
      full_name: 'Ali Veli',
      company_name: 'Örnek A.Ş.',
      vkn: '3130557668',
      tax_office: 'Kadıköy',
      address: 'İstanbul',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['vkn', 'invalidVkn']]);
  });
  it('keeps a T.C. kimlik no typed with spaces as digits only', () => {
    const parsed = billingDetailsInput.parse({
      kind: 'individual',
      full_name: 'Ayşe Yılmaz',
      tckn: '100 000 001 46',
      address: 'İstanbul',
    });
    expect(parsed).toMatchObject({ tckn: '10000000146' });
  });
});

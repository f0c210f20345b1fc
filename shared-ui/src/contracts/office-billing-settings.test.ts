import { z } from 'zod';
import { officeBillingSettingsShape } from './office-billing-settings';

const officeBilling = z.object(officeBillingSettingsShape);
const issuesOf = (input: Record<string, string>) => {
  const parsed = officeBilling.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe("the office's SWIFT/BIC in Site ayarları", () => {
  it('takes an 11-character code typed in groups with spaces and keeps it without them, upper-cased', () => {
    expect(officeBilling.parse({ bank_swift: 'TCZB TR2A XXX' }).bank_swift).toBe('TCZBTR2AXXX');
    expect(officeBilling.parse({ bank_swift: ' tczb tr2a ' }).bank_swift).toBe('TCZBTR2A');
  });

  it('still refuses a code longer than 11 characters, and one of the wrong shape', () => {
    expect(issuesOf({ bank_swift: 'TCZB TR2A XXXX' })).toEqual(['bank_swift: tooLong']);
    expect(issuesOf({ bank_swift: 'TCZB 12' })).toEqual(['bank_swift: invalidSwift']);
  });

  it('may be left empty', () => {
    expect(officeBilling.parse({ bank_swift: '  ' }).bank_swift).toBe('');
  });
});

describe("the office's tax number in Site ayarları", () => {
  it('takes a VKN typed in groups with spaces and keeps its digits', () => {
    expect(officeBilling.parse({ legal_tax_number: '313 055 7669' }).legal_tax_number).toBe('3130557669');
  });

  it('refuses more than 11 digits and letters', () => {
    expect(issuesOf({ legal_tax_number: '313 055 7669 12' })).toEqual(['legal_tax_number: tooLong']);
    expect(issuesOf({ legal_tax_number: '313055766A' })).toEqual(['legal_tax_number: invalidVkn']);
  });
});

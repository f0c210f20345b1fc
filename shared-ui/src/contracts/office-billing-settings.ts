import { z } from 'zod';

/**
 * The parts of "Site ayarları" that receipts and payers abroad need: the bank's SWIFT/BIC and address beside the
 * IBAN, and the office's legal details printed on every receipt (unvan, vergi dairesi, vergi numarası, adres).
 * site-settings.ts includes them; a PUT without them leaves them as they are.
 */
export interface OfficeBillingSettings {
  bank_swift: string;
  bank_address: string;
  legal_title: string;
  legal_tax_office: string;
  legal_tax_number: string;
  legal_address: string;
}

export const officeBillingKeys = [
  'bank_swift',
  'bank_address',
  'legal_title',
  'legal_tax_office',
  'legal_tax_number',
  'legal_address',
] as const satisfies readonly (keyof OfficeBillingSettings)[];

export const officeBillingDefaults: OfficeBillingSettings = {
  bank_swift: '',
  bank_address: '',
  legal_title: '',
  legal_tax_office: '',
  legal_tax_number: '',
  legal_address: '',
};

const text = (max: number) => z.string({ error: 'required' }).trim().max(max, 'tooLong');

/**
 * A code as it is copied from a bank's letter ("TCZB TR2A XXX", "1234 567 890"): spaces go and letters are
 * upper-cased before the length is checked, so the grouping spaces never make it "too long"; a code that is too
 * long is only said to be so, not also to be of the wrong shape.
 */
const code = (max: number) =>
  z
    .string({ error: 'required' })
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().max(max, { error: 'tooLong', abort: true }));

export const officeBillingSettingsShape = {
  // ISO 9362: 4 letters of the bank, 2 of the country, 2 of the place, optionally 3 of the branch
  bank_swift: code(11)
    .refine((v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), 'invalidSwift')
    .optional(),
  bank_address: text(300).optional(),
  legal_title: text(200).optional(),
  legal_tax_office: text(100).optional(),
  // a company's VKN has 10 digits, a sole trader's T.C. kimlik no 11
  legal_tax_number: code(11)
    .refine((v) => v === '' || /^\d{10,11}$/.test(v), 'invalidVkn')
    .optional(),
  legal_address: text(500).optional(),
};

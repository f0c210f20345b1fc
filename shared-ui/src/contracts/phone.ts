import { z } from 'zod';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

// Its own module: libphonenumber's metadata (26 KB brotli) then comes only with the screens whose schema
// has a phone field, not with every screen that imports a schema from ./common (the login form did).

/** A phone valid for its country, in international (E.164) form. For TR: a 10-digit national number starting with 5. */
export const phone = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine((v) => {
    if (!isValidPhoneNumber(v)) return false;
    const parsed = parsePhoneNumberFromString(v);
    if (!parsed) return false;
    return parsed.country !== 'TR' || /^5\d{9}$/.test(parsed.nationalNumber);
  }, 'invalidPhone')
  .transform((v) => parsePhoneNumberFromString(v)?.number ?? v);

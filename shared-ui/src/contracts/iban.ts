import { isValidIBAN } from 'ibantools';

/** An IBAN without spaces, upper case: two letters, two check digits, then up to 30 letters and digits. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: the country's length and format and the check digits (ibantools), e.g. 26 characters for TR. */
export function isValidIban(value: string): boolean {
  return isValidIBAN(normalizeIban(value));
}

/** TR12 0006 ... as people read and type it. */
export function formatIban(value: string): string {
  return normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

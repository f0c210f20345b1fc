/**
 * Verifiable translations: a completed job's delivered files are fingerprinted (SHA-256) under a
 * verification code that anyone may check at /dogrula/{code} or /verify-translation/{code}.
 *
 * A code is 120 random bits in Crockford's base32 (24 characters), shown in groups of four: K7QM-4XPR-…
 * Reading one forgives case, spaces, hyphens and the letters people confuse with digits (O → 0, I and L → 1).
 */
export const VERIFICATION_CODE_LENGTH = 24;
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function normalizeVerificationCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((c) => crockford.includes(c)) ? code : null;
}

export function formatVerificationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const verificationAlphabet = crockford;

/** Where the public check lives (a contract: the QR codes printed on translations point here). */
export const verificationPagePrefix = { tr: '/dogrula', en: '/verify-translation' } as const;

export function verificationPagePath(code: string, locale: 'tr' | 'en'): string {
  return `${verificationPagePrefix[locale]}/${formatVerificationCode(code)}`;
}

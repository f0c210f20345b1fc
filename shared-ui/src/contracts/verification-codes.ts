/**
 * Verifiable translations: a completed job's delivered files are fingerprinted (SHA-256) under a
 * verification code that anyone may check at /dogrula/{code} or /verify-translation/{code}.
 *
 * A code is 24 characters of Crockford's base32, shown in groups of four: K7QM-4XPR-… — 23 random ones (115 bits)
 * and a check character (Luhn mod 32), so a mistyped code is told apart from one that was never issued. Codes
 * issued before the check character (24 random characters) are still found: the check only decides the answer
 * for a code that is not on record. Reading one forgives case, spaces, hyphens and the letters people confuse with
 * digits (O → 0, I and L → 1).
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

/**
 * The Luhn mod 32 check character of `body` (characters of the alphabet): it catches every single wrong
 * character and nearly every swap of two neighbours, the mistakes people make copying a code.
 */
export function verificationCheckCharacter(body: string): string {
  let sum = 0;
  let double = true; // the character next to the check one is doubled, as in Luhn
  for (let i = body.length - 1; i >= 0; i -= 1) {
    let value = crockford.indexOf(body[i] as string) * (double ? 2 : 1);
    value = Math.floor(value / 32) + (value % 32);
    sum += value;
    double = !double;
  }
  return crockford[(32 - (sum % 32)) % 32] as string;
}

/** Whether a normalized code's last character is the check character of the others. */
export function hasValidCheckCharacter(code: string): boolean {
  return verificationCheckCharacter(code.slice(0, -1)) === code.slice(-1);
}

/** Where the public check lives (a contract: the QR codes printed on translations point here). */
export const verificationPagePrefix = { tr: '/dogrula', en: '/verify-translation' } as const;

export function verificationPagePath(code: string, locale: 'tr' | 'en'): string {
  return `${verificationPagePrefix[locale]}/${formatVerificationCode(code)}`;
}

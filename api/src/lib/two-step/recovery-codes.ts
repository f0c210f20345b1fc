import { createHash, randomInt } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const recoveryCodeCount = 10;

/** Ten random codes of 10 characters (50 bits each), shown once as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * What is stored of a code: its SHA-256, of the normalized form (no dash, upper case). 50 random bits make a slow
 * hash unnecessary: nobody can try 2^50 candidates against a stolen row, and checking stays one indexed read.
 */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized.replace(/-/g, '').toUpperCase()).digest('hex');
}

import { randomBytes } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH, verificationAlphabet, verificationCheckCharacter } from 'shared-ui/contracts';

/**
 * A new verification code: 23 random characters of Crockford's base32 (115 bits: at least 96, so that a code cannot
 * be guessed) and their check character (shared-ui/src/contracts/verification-codes.ts).
 */
export function newVerificationCode(): string {
  const body = randomCharacters().slice(0, VERIFICATION_CODE_LENGTH - 1);
  return body + verificationCheckCharacter(body);
}

/** 15 random bytes (120 bits) as 24 characters, 5 bits each. */
function randomCharacters(): string {
  const bytes = randomBytes((VERIFICATION_CODE_LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += verificationAlphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}

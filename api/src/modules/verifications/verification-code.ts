import { randomBytes } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH, verificationAlphabet } from 'shared-ui/contracts';

/**
 * A new verification code: 15 random bytes (120 bits) as 24 characters of Crockford's base32, 5 bits each. The
 * issue asks for at least 96 bits so that a code cannot be guessed; 120 fit the 24 characters exactly.
 */
export function newVerificationCode(): string {
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

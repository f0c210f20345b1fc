import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps (otpauth). */
const period = 30;
const digits = 6;
/** A code of the step before or after is still accepted: a phone's clock a little off, a code typed as it turns. */
const drift = 1;

/** A new 160-bit secret (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an app reads from the QR code: the office as issuer, the account's e-mail as label. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits,
    period,
  }).toString();
}

/** The time step a moment falls in. */
export function stepAt(timestampMs: number): number {
  return Math.floor(timestampMs / 1000 / period);
}

function codeAt(secret: string, step: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits,
    period,
    timestamp: step * period * 1000,
  });
}

/**
 * The step whose code `code` is, if it is one of the steps around `now` and later than `lastStep`; null otherwise.
 * Refusing every step up to the last one accepted is what makes a code single use, even one seen over a shoulder.
 */
export function matchTotp(secret: string, code: string, now: number, lastStep: number | null): number | null {
  const given = Buffer.from(code);
  const current = stepAt(now);
  for (let step = current - drift; step <= current + drift; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(codeAt(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** The code an app shows at `timestampMs` (tests and the browser journey play the app with it). */
export function totpCodeAt(secret: string, timestampMs: number): string {
  return codeAt(secret, stepAt(timestampMs));
}

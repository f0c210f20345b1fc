import { z } from 'zod';
import { limits } from './common';
import type { LoginResult } from './auth';

/**
 * Two-step sign-in (an authenticator app, RFC 6238) and the account's sign-in sessions. Codes are typed with or
 * without spaces and dashes; a 6-digit code is the app's, anything else of the right shape a recovery code.
 */

/** How POST /auth/login answers an account that has two-step sign-in on: no token yet, a challenge for the code. */
export interface SecondStepRequired {
  second_step_required: true;
  /** Opaque; sent back with the code to POST /auth/login/second-step. */
  challenge: string;
  /** Seconds the challenge stays valid. */
  expires_in: number;
}

export type LoginAnswer = LoginResult | SecondStepRequired;

export function needsSecondStep(answer: LoginAnswer): answer is SecondStepRequired {
  return (answer as SecondStepRequired).second_step_required === true;
}

/** The 6 digits of an authenticator app. */
export const totpCodePattern = /^\d{6}$/;
/** A recovery code: 10 letters and digits of the Crockford alphabet, shown as XXXXX-XXXXX. */
export const recoveryCodePattern = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** A code as people type it: spaces and dashes dropped, letters upper-cased. */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

const code = z
  .string({ error: 'required' })
  .max(40, 'tooLong')
  .transform(normalizeCode)
  .refine((v) => v.length > 0, 'required')
  .refine((v) => totpCodePattern.test(v) || recoveryCodePattern.test(v), 'invalidTwoStepCode');

const appCode = z
  .string({ error: 'required' })
  .max(40, 'tooLong')
  .transform(normalizeCode)
  .refine((v) => v.length > 0, 'required')
  .refine((v) => totpCodePattern.test(v), 'invalidTwoStepCode');

export const secondStepInput = z.object({
  challenge: z.string({ error: 'required' }).min(1, 'required').max(2000, 'tooLong'),
  code,
});
export type SecondStepInput = z.input<typeof secondStepInput>;
export type SecondStepData = z.output<typeof secondStepInput>;

/** Confirming an enrolment takes the app's code: it proves the app holds the secret. */
export const confirmTwoStepInput = z.object({ code: appCode });
export type ConfirmTwoStepInput = z.input<typeof confirmTwoStepInput>;

/** Turning two-step off, or making new recovery codes: the password and a current code (app or recovery). */
export const twoStepProofInput = z.object({
  password: z.string({ error: 'required' }).min(1, 'required').max(limits.password, 'tooLong'),
  code,
});
export type TwoStepProofInput = z.input<typeof twoStepProofInput>;
export type TwoStepProofData = z.output<typeof twoStepProofInput>;

/** GET /settings/two-step. */
export interface TwoStepStatusDto {
  enabled: boolean;
  enabled_at: string | null;
  /** Unused recovery codes left. */
  recovery_codes_left: number;
  /** The office requires it of this account (an admin while "Site ayarları" says so). */
  required: boolean;
}

/** POST /settings/two-step/enrolment: a new secret waiting for its first code. */
export interface TwoStepEnrolmentDto {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qr_svg: string;
}

/** Confirming an enrolment or making new recovery codes: the codes, shown this once. */
export interface RecoveryCodesResult {
  message: string;
  recovery_codes: string[];
}

/** One signed-in device of the account (GET /settings/sessions). */
export interface LoginSessionDto {
  id: string;
  /** "Firefox 128 · Windows", from the browser's User-Agent; null when it said nothing we know. */
  device: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
  /** The session this request came from. */
  current: boolean;
}

/** POST /settings/sessions/sign-out-others: every other session is over; this one continues with `token`. */
export interface SignOutOthersResult {
  message: string;
  token: string;
  signed_out: number;
}

import { z } from 'zod';
import { email, limits, strongPassword } from './common';

export const roles = ['user', 'translator', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The honeypot: hidden from people, filled by bots. Any value makes the request a silent no-op. */
export const honeypot = z.string().max(1000).optional();

export const loginInput = z.object({
  email: z.string({ error: 'required' }).trim().toLowerCase().min(1, 'required').max(limits.email, 'tooLong'),
  password: z.string({ error: 'required' }).min(1, 'required').max(limits.password, 'tooLong'),
  hp: honeypot,
});
export type LoginInput = z.input<typeof loginInput>;
export type LoginData = z.output<typeof loginInput>;

export const emailOnlyInput = z.object({ email, hp: honeypot });
export type EmailOnlyInput = z.input<typeof emailOnlyInput>;
export type EmailOnlyData = z.output<typeof emailOnlyInput>;

export const verifyEmailInput = z.object({
  token: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'tooLong'),
});
export type VerifyEmailData = z.output<typeof verifyEmailInput>;

export const resetPasswordInput = z.object({
  email,
  token: z.string({ error: 'required' }).min(1, 'required').max(200, 'tooLong'),
  newPassword: z
    .string({ error: 'required' })
    .min(1, 'required')
    .max(limits.password, 'tooLong')
    .regex(strongPassword, 'weakPasswordReset'),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
export type ResetPasswordData = z.output<typeof resetPasswordInput>;

export interface SessionUser {
  id: number;
  name: string;
  surname: string;
  email: string;
  role: Role;
}

export interface LoginResult {
  token: string;
  user: SessionUser;
}

export interface MessageResult {
  message: string;
}

export interface VerifyEmailResult {
  success: boolean;
  email: string | null;
  message: string;
}

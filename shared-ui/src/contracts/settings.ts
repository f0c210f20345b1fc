import { z } from 'zod';
import { ageOn, email, isoDate, limits, optionalText, password, requiredText, todayInIstanbul } from './common';
import { phone } from './phone';
import { locationProblem } from './locations';
import { languageList } from './translators';
import type { Role } from './auth';
import type { EducationLevel } from './jobs';

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

const locationCodes = { country: 'invalidCountry', city: 'invalidCity', district: 'invalidDistrict' } as const;

/**
 * PUT /settings/profile. The country is a Turkish name of the shared country table; city and district must exist
 * in the built-in data where it has the country (locations.ts).
 */
export const profileInput = z
  .object({
    name: requiredText(limits.name),
    surname: requiredText(limits.name),
    birth_date: z.preprocess(
      blankToNull,
      isoDate.refine((v) => ageOn(v, todayInIstanbul()) >= 18, 'mustBeAdult').nullable(),
    ),
    phone: z.preprocess(blankToNull, phone.nullable()),
    country: optionalText(limits.place),
    city: optionalText(limits.place),
    district: optionalText(limits.place),
    address: optionalText(500, { multiline: true }),
  })
  .superRefine((v, ctx) => {
    const problem = locationProblem(v.country, v.city, v.district);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem], message: locationCodes[problem] });
  });
export type ProfileInput = z.input<typeof profileInput>;
export type ProfileData = z.output<typeof profileInput>;

/** PUT /settings/languages: comma text (or a list) of at most 20 names. */
export const languagesInput = z.object({
  languages: languageList.refine((list) => list.length > 0, 'required'),
});
export type LanguagesInput = z.input<typeof languagesInput>;
export type LanguagesData = z.output<typeof languagesInput>;

/**
 * PUT /settings/security. The current password is checked by the server (its absence answers
 * 'Mevcut şifrenizi girmeniz gereklidir.'); an empty or null e-mail or new password means "unchanged".
 */
export const securityInput = z
  .object({
    currentPassword: z.string().max(limits.password, 'tooLong').nullish(),
    email: z.preprocess(blankToNull, email.nullable()),
    newPassword: z.preprocess(blankToNull, password.nullable()),
    // the form's repeat; spec 7.5's call sends none, so it is optional on the API
    newPasswordRepeat: z.preprocess(blankToNull, z.string().max(limits.password, 'tooLong').nullable()).optional(),
  })
  .refine((v) => v.newPasswordRepeat == null || v.newPasswordRepeat === v.newPassword, {
    path: ['newPasswordRepeat'],
    message: 'passwordsDoNotMatch',
  });
export type SecurityInput = z.input<typeof securityInput>;
export type SecurityData = z.output<typeof securityInput>;

/** How a translator hears of new jobs in their languages: each at once, one mail a day, or not. */
export const jobAlertModes = ['instant', 'daily', 'off'] as const;
export type JobAlertMode = (typeof jobAlertModes)[number];

/** PUT /settings/notifications. `job_alerts` is a translator's setting; it is ignored for other roles. */
export const notificationsInput = z.object({
  email_notifications: z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidValue') }),
  sms_notifications: z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidValue') }),
  job_alerts: z.enum(jobAlertModes, { error: 'invalidValue' }).optional(),
});
export type NotificationsInput = z.input<typeof notificationsInput>;
export type NotificationsData = z.output<typeof notificationsInput>;

export interface Profile {
  id: number;
  name: string;
  surname: string;
  email: string;
  /** A new address waiting for its verification link to be followed. */
  pending_email: string | null;
  role: Role;
  birth_date: string | null;
  phone: string | null;
  country: string | null;
  city: string | null;
  district: string | null;
  address: string | null;
  /** Comma text. */
  languages: string | null;
  avatar_url: string | null;
  /** Translators only. */
  education_level?: EducationLevel;
  university_name?: string | null;
  university_department?: string | null;
  experience?: string | null;
}

export interface NotificationSettings {
  email_notifications: boolean;
  sms_notifications: boolean;
  /** Translators only. */
  job_alerts?: JobAlertMode;
}

export interface OwnCertificate {
  id: number;
  file_name: string;
  uploaded_at: string;
  /** A short-lived signed download link. */
  url: string;
}

export interface SecurityResult {
  message: string;
  /** Present after a password change: the fresh session token replacing the one just revoked. */
  token?: string;
  pending_email?: string;
}

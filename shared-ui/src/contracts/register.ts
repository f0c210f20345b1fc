import { z } from 'zod';
import { honeypot } from './auth';
import { ageOn, email, isoDate, limits, password, requiredText, todayInIstanbul } from './common';
import { phone } from './phone';
import { redirectField } from './redirect';

// Apart from ./auth: the phone field brings libphonenumber, which the login and reset forms do not need.
export const registerInput = z.object({
  name: requiredText(limits.name),
  surname: requiredText(limits.name),
  email,
  phone,
  password,
  birth_date: isoDate.refine((v) => ageOn(v, todayInIstanbul()) >= 18, 'mustBeAdult'),
  role: z.literal('user', { error: 'invalidValue' }).default('user'),
  // The form sends both consents and cannot send them unchecked; a client that sends only the spec's payload
  // (section 7.1 has no consent fields) is not refused for leaving them out, but a declined consent always is.
  terms: z.literal(true, { error: 'consentRequired' }).optional(),
  privacy: z.literal(true, { error: 'consentRequired' }).optional(),
  hp: honeypot,
  /** Where the visitor was going (e.g. /quote): the verification mail's link carries it on to sign-in. */
  redirect: redirectField,
});
export type RegisterInput = z.input<typeof registerInput>;
export type RegisterData = z.output<typeof registerInput>;

import type { ReceivedMail, SmtpInbox } from '../../testing/smtp-inbox';
import type { TestApp } from '../../testing/test-app';
import { api } from '../../testing/fixtures';

let counter = 0;

/** A registration every rule accepts; each test breaks one field of it. */
export function validRegistration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: 'Ayşe',
    surname: 'Yılmaz',
    email: `ayse${counter}-${Date.now()}@example.com`,
    phone: '+905321234567',
    password: 'Guclu-Sifre-1',
    role: 'user',
    birth_date: '1990-05-17',
    hp: '',
    terms: true,
    privacy: true,
    ...overrides,
  };
}

/** The token and e-mail of the first `PUBLIC_URL/<page>?token=T&email=E` link in a mail. */
export function linkIn(
  mail: ReceivedMail,
  page: 'verify-email' | 'reset-password',
): { url: string; token: string; email: string } {
  const match = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=([\\w-]+)&email=([^\\s"<>&]+)`).exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error(`no ${page} link in the mail:\n${mail.text}`);
  return { url: match[0], token: match[1], email: decodeURIComponent(match[2]) };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The inbox undoes quoted-printable byte by byte; reading those bytes as UTF-8 gives back Turkish letters. */
export function readable(mail: ReceivedMail): string {
  return Buffer.from(mail.text, 'latin1').toString('utf8');
}

/** Registers a new customer and reads the verification link of the mail it is sent. */
export async function registerAndReadLink(app: TestApp, inbox: SmtpInbox, lang: 'tr' | 'en' = 'tr') {
  const body = validRegistration();
  expect((await api(app, 'POST', '/auth/register', { body, lang })).status).toBe(201);
  const link = linkIn(await inbox.waitFor(String(body.email)), 'verify-email');
  return { ...link, email: String(body.email), password: String(body.password) };
}

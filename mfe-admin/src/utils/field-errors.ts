import type { z } from 'zod';
import { ApiError, type Locale } from 'shared-ui';
import { messageText } from 'shared-ui/contracts';

export type FieldErrors = Record<string, string>;

export const localeOf = (language: string): Locale => (language === 'en' ? 'en' : 'tr');

/** The first message of each field of a failed contract check, in the screen's language. */
export function issuesToFields(error: z.ZodError, lang: Locale): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !fields[key]) fields[key] = messageText(issue.message, lang);
  }
  return fields;
}

/** The server's per-field messages (already in the request's language), when it sent any. */
export function serverFields(err: unknown): FieldErrors {
  return err instanceof ApiError ? err.fields : {};
}

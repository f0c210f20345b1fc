import { z } from 'zod';
import { limits } from './limits';

export { limits } from './limits';
export { ageOn, todayInIstanbul } from './istanbul-day';

/** Zod issues carry a message code from messages.ts; the server and the forms translate it. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const strongPassword = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^\w\s]).{8,}$/;

/**
 * Control characters (C0, DEL, C1) have no place in text people type; NUL even makes PostgreSQL refuse the row.
 * Tab and line breaks are the exception, and only in texts meant to span lines.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks included
const controlOrLineBreak = /[\u0000-\u001F\u007F-\u009F]/;

interface TextOptions {
  /** A text meant to span lines (a description, a message): tab and line breaks are kept. */
  multiline?: boolean;
}

/** The refinement behind every text field: no control characters, and no line breaks in a one-line field. */
export const textCharacters = ({ multiline = false }: TextOptions = {}) => {
  const refused = multiline ? controlCharacter : controlOrLineBreak;
  return (value: string) => !refused.test(value);
};

export const requiredText = (max: number = limits.name, options: TextOptions = {}) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine(textCharacters(options), 'invalidCharacters');

export const optionalText = (max: number = limits.shortText, options: TextOptions = {}) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .refine(textCharacters(options), 'invalidCharacters')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const email = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(limits.email, 'tooLong')
  .regex(emailPattern, 'invalidEmail');

export const password = z
  .string({ error: 'required' })
  .min(1, 'required')
  .max(limits.password, 'tooLong')
  .regex(strongPassword, 'weakPassword');

export const isoDate = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'invalidDate',
  );

/**
 * A number sent as JSON or as text (a path, a query string, a form field). Unlike z.coerce, only text is converted:
 * `true` would otherwise become 1 and `null` or "" 0, and pass for a real answer.
 */
export const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), schema);

export const idParam = numeric(
  z.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue'),
);

export const listQuery = z.object({
  page: z.coerce.number().int('invalidValue').min(1, 'invalidValue').default(1),
  pageSize: z.coerce
    .number()
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(limits.pageSizeMax, 'invalidValue')
    .default(10),
  sort: z.string().max(50, 'tooLong').optional(),
  order: z.enum(['asc', 'desc'], { error: 'invalidValue' }).default('desc'),
});
export type ListQuery = z.infer<typeof listQuery>;

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Every error answer has this shape; `fields` is `{}` when no field is at fault. */
export interface ApiErrorBody {
  message: string;
  code: string;
  fields: Record<string, string>;
}

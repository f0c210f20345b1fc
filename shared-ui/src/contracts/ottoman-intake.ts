import { z } from 'zod';
import { PAGE_COUNT_MAX, legibilityLevels, ottomanOutputs } from './ottoman-choices';

export * from './ottoman-choices';

/** The Ottoman-script order's fields; their choices are ottoman-choices.ts. */

/** A select's value: '' or absent is "not given" (null); the server decides whether it was required. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: 'invalidValue' });
        return z.NEVER;
      }
      return v as T[number];
    });

const optionalPageCount = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > PAGE_COUNT_MAX) {
      ctx.addIssue({ code: 'custom', message: 'invalidPageCount' });
      return z.NEVER;
    }
    return n;
  });

/** The upload form's Ottoman fields (multipart strings). */
export const ottomanIntakeFields = {
  ottoman_output: optionalChoice(ottomanOutputs),
  page_count: optionalPageCount,
  legibility: optionalChoice(legibilityLevels),
};

/** The admin list's filters on the same fields (GET /admin/jobs). */
export const ottomanFilters = {
  ottoman_output: z
    .enum(ottomanOutputs, { error: 'invalidValue' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  legibility: z
    .enum(legibilityLevels, { error: 'invalidValue' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

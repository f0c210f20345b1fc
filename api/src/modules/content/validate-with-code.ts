import type { Middleware } from 'koa';
import type { MessageCode } from 'shared-ui/contracts';
import { ValidationError } from '../../errors/app-error';
import { validate, type DescribedValidator } from '../../middleware/validate';
import type { AppState } from '../../types';

type Schemas = Parameters<typeof validate>[0];

/**
 * validate(), with a chosen top-level code: a MessageCode replaces the generic "fill in all fields" answer
 * (spec 8 words it differently per form), 'firstField' answers with the first failing field's code (the
 * testimonial form's separate rating, comment and name messages). Only validate's own refusal is rewritten,
 * never an error of the handlers after it. Schemas chosen per request are described (OpenAPI) by `describeAs`.
 */
export function validateWithCode(
  schemas: Schemas | ((ctx: Parameters<Middleware<AppState>>[0]) => Schemas),
  code: MessageCode | 'firstField',
  describeAs?: Schemas,
): Middleware<AppState> & DescribedValidator {
  const fixed = typeof schemas === 'function' ? null : validate(schemas);
  const middleware: Middleware<AppState> = async function validateWithOwnCode(ctx, next) {
    const check = fixed ?? validate((schemas as (c: typeof ctx) => Schemas)(ctx));
    let passed = false;
    try {
      await check(ctx, async () => {
        passed = true;
        await next();
      });
    } catch (err) {
      if (passed || !(err instanceof ValidationError) || !err.fields) throw err;
      const first = Object.values(err.fields)[0];
      if (code === 'firstField') throw new ValidationError(err.fields, first ?? err.code);
      throw new ValidationError(err.fields, err.code === 'fillAllFields' ? code : err.code);
    }
  };
  return Object.assign(middleware, { schemas: fixed ? fixed.schemas : (describeAs ?? {}) });
}

import type { Middleware, ParameterizedContext } from 'koa';
import type { z } from 'zod';
import { isMessageCode } from 'shared-ui/contracts';
import { ValidationError } from '../errors/app-error';
import type { AppState } from '../types';
import { controlCharacterFields } from './control-characters';

interface Schemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends Schemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.infer<S[K]> : never };

/** The context a handler sees after validate(): ctx.state.input holds the parsed, typed request. */
export type RouteContext<I = Record<string, never>> = ParameterizedContext<AppState & { input: I }> & {
  params: Record<string, string>;
};

/**
 * Zod issue messages are message codes; the first issue per field wins. An issue our schemas did not word (zod's
 * own English, e.g. an array where an object belongs) becomes `invalidValue`, so every answer stays localized.
 */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[key] ??= isMessageCode(issue.message) ? issue.message : 'invalidValue';
  }
  return fields;
}

/** Marks a validating middleware with its schemas, so the OpenAPI document can be built from the routes. */
export interface DescribedValidator {
  schemas: Schemas;
}

export function validate<S extends Schemas>(schemas: S): Middleware<AppState> & DescribedValidator {
  const middleware: Middleware<AppState> = async function validateRequest(ctx, next) {
    const input: Record<string, unknown> = {};
    const fields: Record<string, string> = {};
    const sources = {
      body: ctx.request.body ?? {},
      query: ctx.query,
      params: (ctx as unknown as { params: Record<string, string> }).params ?? {},
    };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(sources[part]);
      if (result.success) input[part] = result.data;
      else Object.assign(fields, fieldsOf(result.error));
      Object.assign(fields, controlCharacterFields(sources[part]));
    }
    if (Object.keys(fields).length) {
      const missing = Object.values(fields).includes('required');
      throw new ValidationError(fields, missing ? 'fillAllFields' : 'validationFailed');
    }
    ctx.state.input = input as AppState['input'] & Parsed<S>;
    await next();
  };
  return Object.assign(middleware, { schemas });
}

import type { Middleware } from 'koa';
import type { File } from 'formidable';
import type { z } from 'zod';
import { isMessageCode } from 'shared-ui/contracts';
import { ValidationError } from '../errors/app-error';
import { filesOf } from '../lib/uploads';
import type { AppState } from '../types';
import { controlCharacterFields } from './control-characters';
import type { DescribedValidator } from './validate';

/** A multipart form with one document (`file`) beside its text fields, as the handler receives it. */
export interface DocumentFormInput<T> {
  body: T;
  file: File;
}

/**
 * validate() for a multipart form that carries one document: the text fields and the file are checked together,
 * so that one answer names everything missing (spec 5 and 8: a missing required field answers 'Tüm alanları
 * doldurun.'). Used by the upload (customer-jobs) and the public estimate (pricing).
 */
export function validateDocumentForm(schema: z.ZodType): Middleware<AppState> & DescribedValidator {
  const middleware: Middleware<AppState> = async function validateDocumentFormRequest(ctx, next) {
    const parsed = schema.safeParse(ctx.request.body ?? {});
    const fields: Record<string, string> = { ...controlCharacterFields(ctx.request.body) };
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        fields[issue.path.map(String).join('.') || '_'] ??= isMessageCode(issue.message)
          ? issue.message
          : 'invalidValue';
    const files = filesOf(ctx.request.files as Record<string, File | File[]> | undefined, 'file');
    const file = files[0];
    if (!file || file.size === 0) fields.file = 'required';
    else if (files.length > 1) fields.file = 'invalidValue';
    if (!parsed.success || !file || Object.keys(fields).length) {
      const missing = Object.values(fields).includes('required');
      throw new ValidationError(fields, missing ? 'fillAllFieldsShort' : 'validationFailed');
    }
    const input: DocumentFormInput<unknown> = { body: parsed.data, file };
    ctx.state.input = input as unknown as AppState['input'];
    await next();
  };
  return Object.assign(middleware, { schemas: { body: schema } });
}

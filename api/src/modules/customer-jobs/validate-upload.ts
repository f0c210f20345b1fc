import type { Middleware } from 'koa';
import type { File } from 'formidable';
import type { z } from 'zod';
import { uploadJobFields, type UploadJobFields } from 'shared-ui/contracts';
import { ValidationError } from '../../errors/app-error';
import { controlCharacterFields } from '../../middleware/control-characters';
import type { DescribedValidator } from '../../middleware/validate';
import { filesOf } from '../../lib/uploads';
import type { AppState } from '../../types';

export interface UploadInput {
  body: UploadJobFields;
  file: File;
}

function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * validate() for the multipart upload: the text fields and the file are checked together, so that one answer
 * names everything missing. Spec 5 and 8: a missing required field answers 'Tüm alanları doldurun.'.
 */
export function validateUpload(): Middleware<AppState> & DescribedValidator {
  const middleware: Middleware<AppState> = async function validateUploadRequest(ctx, next) {
    const parsed = uploadJobFields.safeParse(ctx.request.body ?? {});
    const fields = {
      ...(parsed.success ? {} : fieldsOf(parsed.error)),
      ...controlCharacterFields(ctx.request.body),
    };
    const files = filesOf(ctx.request.files as Record<string, File | File[]> | undefined, 'file');
    const file = files[0];
    if (!file || file.size === 0) fields.file = 'required';
    else if (files.length > 1) fields.file = 'invalidValue';
    if (!parsed.success || !file || Object.keys(fields).length) {
      const missing = Object.values(fields).includes('required');
      throw new ValidationError(fields, missing ? 'fillAllFieldsShort' : 'validationFailed');
    }
    const input: UploadInput = { body: parsed.data, file };
    ctx.state.input = input as unknown as AppState['input'];
    await next();
  };
  return Object.assign(middleware, { schemas: { body: uploadJobFields } });
}

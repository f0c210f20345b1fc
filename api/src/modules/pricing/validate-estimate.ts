import type { Middleware } from 'koa';
import type { File } from 'formidable';
import { estimateFields, isMessageCode, type EstimateFields } from 'shared-ui/contracts';
import { ValidationError } from '../../errors/app-error';
import { controlCharacterFields } from '../../middleware/control-characters';
import type { DescribedValidator } from '../../middleware/validate';
import { filesOf } from '../../lib/uploads';
import type { AppState } from '../../types';

export interface EstimateInput {
  body: EstimateFields;
  file: File;
}

/** validate() for the multipart estimate: the fields and the one file are checked together, one answer for all. */
export function validateEstimate(): Middleware<AppState> & DescribedValidator {
  const middleware: Middleware<AppState> = async function validateEstimateRequest(ctx, next) {
    const parsed = estimateFields.safeParse(ctx.request.body ?? {});
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
    const input: EstimateInput = { body: parsed.data, file };
    ctx.state.input = input as unknown as AppState['input'];
    await next();
  };
  return Object.assign(middleware, { schemas: { body: estimateFields } });
}

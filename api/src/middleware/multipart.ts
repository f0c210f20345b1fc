import os from 'node:os';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import { PayloadTooLargeError, ValidationError } from '../errors/app-error';
import { discardTempFiles } from '../lib/uploads';
import type { AppState } from '../types';

/**
 * Parses a multipart body with hard limits (koa-body's defaults allow 200 MB a file and any count) and removes
 * the temporary files once the request is done, whatever happened. Oversized bodies answer 413.
 */
export function multipart({
  maxFileBytes,
  maxFiles,
}: {
  maxFileBytes: number;
  maxFiles: number;
}): Middleware<AppState> {
  const parse = koaBody({
    multipart: true,
    urlencoded: false,
    json: false,
    text: false,
    formidable: {
      uploadDir: os.tmpdir(),
      maxFileSize: maxFileBytes,
      maxTotalFileSize: maxFileBytes * maxFiles,
      maxFiles,
      maxFields: 50,
      maxFieldsSize: 1024 * 1024,
      allowEmptyFiles: true,
      minFileSize: 0,
    },
  });
  return async function parseMultipart(ctx, next) {
    if (!ctx.is('multipart')) throw new ValidationError({ _: 'invalidValue' }, 'invalidValue');
    try {
      await parse(ctx as never, async () => undefined);
    } catch (err) {
      const e = err as { httpCode?: number; code?: number; message?: string };
      if (e.httpCode === 413 || /maxFileSize|maxTotalFileSize|maxFiles|exceeded/i.test(e.message ?? ''))
        throw new PayloadTooLargeError();
      throw new ValidationError({ _: 'invalidValue' }, 'invalidValue');
    }
    // formidable's fields are arrays only for repeated names; take single values as strings
    const body = ctx.request.body as Record<string, unknown> | undefined;
    if (body) for (const [k, v] of Object.entries(body)) if (Array.isArray(v) && v.length === 1) body[k] = v[0];
    try {
      await next();
    } finally {
      await discardTempFiles(ctx.request.files as Record<string, File | File[]> | undefined);
    }
  };
}

/**
 * For routes whose spec payload is empty or JSON but which may also carry a file (POST /user/pay with a
 * receipt): multipart bodies are parsed with the same limits, anything else passes through untouched.
 */
export function optionalMultipart(limits: { maxFileBytes: number; maxFiles: number }): Middleware<AppState> {
  const parse = multipart(limits);
  return async function parseOptionalMultipart(ctx, next) {
    if (ctx.is('multipart')) await parse(ctx, next);
    else await next();
  };
}

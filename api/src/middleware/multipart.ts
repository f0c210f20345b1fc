import os from 'node:os';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import { PayloadTooLargeError, ValidationError } from '../errors/app-error';
import { discardTempFiles } from '../lib/uploads';
import type { AppState } from '../types';

/** Room for the text fields and the multipart framing around the files. */
const FIELDS_BYTES = 1024 * 1024;
const FRAMING_BYTES = 64 * 1024;

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** The largest Content-Length accepted: every file at its limit, plus the fields. */
  maxBodyBytes: number;
}

/** Marks a multipart parser with its limits, so the OpenAPI document can state them. */
export interface DescribedUpload {
  uploadLimits: UploadLimits;
}

class FileTooLarge extends Error {
  readonly tooLarge = true;
}

/**
 * Counts each file's bytes as they stream in: formidable checks maxFileSize only when a part ends (ARCHITECTURE
 * §7), so an over-limit file would otherwise be read and written to the temp folder in full before the 413.
 */
function stopAtFileLimit(maxFileBytes: number) {
  return (_name: string, file: File) => {
    const writable = file as unknown as {
      write: (buffer: Buffer, done: () => void) => void;
      emit: (event: string, err: Error) => void;
    };
    const write = writable.write.bind(writable);
    let received = 0;
    writable.write = (buffer, done) => {
      received += buffer.length;
      if (received <= maxFileBytes) return write(buffer, done);
      writable.emit('error', new FileTooLarge('file over its size limit'));
      done();
    };
  };
}

/**
 * Parses a multipart body with hard limits (koa-body's defaults allow 200 MB a file and any count) and removes
 * the temporary files once the request is done, whatever happened. Oversized bodies answer 413: at once from a
 * declared Content-Length, else as soon as a file passes its limit. Either way the connection is closed after
 * the answer, so the rest of the body is not read.
 */
export function multipart({
  maxFileBytes,
  maxFiles,
}: {
  maxFileBytes: number;
  maxFiles: number;
}): Middleware<AppState> & DescribedUpload {
  const maxBodyBytes = maxFileBytes * maxFiles + FIELDS_BYTES + FRAMING_BYTES;
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
      maxFieldsSize: FIELDS_BYTES,
      allowEmptyFiles: true,
      minFileSize: 0,
      onFileBegin: stopAtFileLimit(maxFileBytes),
    },
  });
  /** Reads no more of the body: the answer goes out and the connection closes behind it. */
  const tooLarge = (ctx: { set: (name: string, value: string) => void; req: { pause: () => void } }) => {
    ctx.req.pause();
    ctx.set('Connection', 'close');
    return new PayloadTooLargeError();
  };
  const middleware: Middleware<AppState> = async function parseMultipart(ctx, next) {
    if (!ctx.is('multipart')) throw new ValidationError({ _: 'invalidValue' }, 'invalidValue');
    const declared = Number(ctx.get('Content-Length') || 0);
    if (declared > maxBodyBytes) throw tooLarge(ctx);
    try {
      await parse(ctx as never, async () => undefined);
    } catch (err) {
      const e = err as { httpCode?: number; code?: number; message?: string; tooLarge?: boolean };
      if (e.tooLarge || e.httpCode === 413 || /maxFileSize|maxTotalFileSize|maxFiles|exceeded/i.test(e.message ?? ''))
        throw tooLarge(ctx);
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
  return Object.assign(middleware, { uploadLimits: { maxFileBytes, maxFiles, maxBodyBytes } });
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

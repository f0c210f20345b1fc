import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { messageText, type ApiErrorBody } from 'shared-ui/contracts';
import { AppError, FileUnreadableError, ServiceUnavailableError, TooManyRequestsError } from './app-error';
import type { AppState } from '../types';

/** PostgreSQL and socket failures that mean "the database is not there right now", not "this request is wrong". */
function isDatabaseUnreachable(e: { code?: string; name?: string; message?: string }): boolean {
  if (e.code && /^(08|57P0[1-3])/.test(e.code)) return true; // connection exception, shutdown, starting up
  if (e.code === 'ECONNREFUSED' || e.code === 'ECONNRESET' || e.code === 'ETIMEDOUT' || e.code === 'ENOTFOUND')
    return true;
  return e.name === 'KnexTimeoutError' || /Unable to acquire a connection|Connection terminated/i.test(e.message ?? '');
}

/** Errors koa-body and the database raise that are the client's fault (or nobody's), mapped to our classes. */
function fromKnownError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  // Objection wraps a driver error (keeping it as `nativeError`): judge the driver's error.
  const native = (err as { nativeError?: unknown } | null)?.nativeError;
  const e = (native ?? err) as { status?: number; code?: string; name?: string; message?: string; httpCode?: number };
  // formidable (inside koa-body): size and count limits
  if (
    e.httpCode === 413 ||
    e.status === 413 ||
    /maxFileSize|maxTotalFileSize|maxFiles|maxFields|too large/i.test(e.message ?? '')
  ) {
    return new AppError(413, 'payloadTooLarge');
  }
  // koa-body: a body that is not valid JSON (or not an object or array), or of a type it cannot read
  if (e.status === 400 || e.status === 415 || e.status === 422) return new AppError(400, 'invalidValue');
  // PostgreSQL: unique violation, foreign key, invalid text representation, characters text cannot hold
  if (e.code === '23505') return new AppError(409, 'conflict');
  if (e.code === '23503') return new AppError(409, 'conflict');
  if (e.code === '22P02' || e.code === '22007' || e.code === '22008') return new AppError(400, 'invalidValue');
  if (e.code === '22021' || e.code === '22P05') return new AppError(400, 'invalidCharacters');
  if (isDatabaseUnreachable(e)) return new ServiceUnavailableError();
  return null;
}

/** The one place that answers errors: always `{message, code, fields}`, localized, never an internal detail. */
export function errorHandler(logger: Logger): Middleware<AppState> {
  return async function handleErrors(ctx, next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/'))
        throw new AppError(404, 'notFound');
    } catch (err) {
      const known = fromKnownError(err);
      const locale = ctx.state.locale ?? 'tr';
      if (!known) {
        logger.error({ err, reqId: ctx.state.requestId }, 'unhandled error');
        ctx.status = 500;
        ctx.body = {
          message: messageText('serverError', locale),
          code: 'serverError',
          fields: {},
        } satisfies ApiErrorBody;
        return;
      }
      if (known instanceof FileUnreadableError) logger.error({ err, reqId: ctx.state.requestId }, known.message);
      else if (known instanceof ServiceUnavailableError)
        logger.warn({ err, reqId: ctx.state.requestId }, 'dependency down');
      if (known instanceof TooManyRequestsError || known instanceof ServiceUnavailableError)
        ctx.set('Retry-After', String(known.retryAfterSeconds));
      const fields = Object.entries(known.fields ?? {}).map(([k, v]) => [k, messageText(v, locale)]);
      ctx.status = known.status;
      ctx.body = {
        message: messageText(known.code, locale),
        code: known.code,
        fields: Object.fromEntries(fields),
      } satisfies ApiErrorBody;
    }
  };
}

import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { messageText, type ApiErrorBody } from 'shared-ui/contracts';
import { AppError, TooManyRequestsError } from './app-error';
import type { AppState } from '../types';

/** Errors koa-body and the database raise that are the client's fault, mapped to our classes. */
function fromKnownError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const e = err as { status?: number; code?: string; message?: string; httpCode?: number };
  // formidable (inside koa-body): size and count limits
  if (
    e.httpCode === 413 ||
    e.status === 413 ||
    /maxFileSize|maxTotalFileSize|maxFiles|maxFields|too large/i.test(e.message ?? '')
  ) {
    return new AppError(413, 'payloadTooLarge');
  }
  if (e.status === 400 || e.status === 415 || e.status === 422) return new AppError(400, 'invalidValue');
  // PostgreSQL: unique violation, foreign key, invalid text representation
  if (e.code === '23505') return new AppError(409, 'conflict');
  if (e.code === '23503') return new AppError(409, 'conflict');
  if (e.code === '22P02' || e.code === '22007' || e.code === '22008') return new AppError(400, 'invalidValue');
  return null;
}

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
        ctx.body = { message: messageText('serverError', locale), code: 'serverError' } satisfies ApiErrorBody;
        return;
      }
      if (known instanceof TooManyRequestsError) ctx.set('Retry-After', String(known.retryAfterSeconds));
      const body: ApiErrorBody = { message: messageText(known.code, locale), code: known.code };
      if (known.fields) {
        body.fields = Object.fromEntries(Object.entries(known.fields).map(([k, v]) => [k, messageText(v, locale)]));
      }
      ctx.status = known.status;
      ctx.body = body;
    }
  };
}

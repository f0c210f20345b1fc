import { ApiError } from 'shared-ui';

export interface RegisterFailure {
  /** Messages to show under fields, by field name. */
  fields: Record<string, string>;
  /** The message for the general error area, if any. */
  general: string | null;
}

const aboutEmail = /e-?posta|e-?mail/i;

/**
 * Spec 8: a server message about the e-mail (a taken address, say) belongs under the e-mail field; any other message
 * goes to the general area; with no message of the server's, the screen's default.
 */
export function registerFailure(err: unknown, fallback: string): RegisterFailure {
  if (!(err instanceof ApiError) || err.code === 'error') return { fields: {}, general: fallback };
  const fields = { ...err.fields };
  if (err.message && aboutEmail.test(err.message)) {
    fields.email ??= err.message;
    return { fields, general: null };
  }
  return { fields, general: err.message || fallback };
}

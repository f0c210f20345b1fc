import { ApiError } from 'shared-ui';

export interface Failure {
  /** The spec's fixed failure text, shown on its own line. */
  text: string;
  /** The server's reason when it gave one (e.g. "this job is not in work"), shown under it. */
  reason?: string;
}

export function failureText(fallback: string, err: unknown): Failure {
  const reason = err instanceof ApiError && err.message && err.message !== fallback ? err.message : undefined;
  return { text: fallback, reason };
}

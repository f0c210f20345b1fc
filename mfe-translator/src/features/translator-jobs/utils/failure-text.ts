import { ApiError } from 'shared-ui';

/** The spec's fixed failure text, followed by the server's reason when it gave one (e.g. "this job is not in work"). */
export function failureText(fallback: string, err: unknown): string {
  const reason = err instanceof ApiError && err.message && err.message !== fallback ? err.message : '';
  return reason ? `${fallback} ${reason}` : fallback;
}

import { paths } from 'shared-ui';
import { sameSitePath } from 'shared-ui/contracts';

/** The `redirect` query parameter after sign-in: a path on this site (shared-ui/contracts/redirect.ts), or /. */
export function safeRedirect(target: string | null): string {
  return sameSitePath(target) ?? paths.home;
}

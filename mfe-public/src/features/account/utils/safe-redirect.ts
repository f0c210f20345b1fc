import { paths } from 'shared-ui';

/**
 * The `redirect` query parameter after sign-in: only a path on this site. `//evil.example` and `/\evil.example`
 * are read by browsers as another host, so a path must start with exactly one slash followed by something else.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/')) return paths.home;
  if (target.startsWith('//') || target.startsWith('/\\')) return paths.home;
  if (/\p{Cc}/u.test(target)) return paths.home;
  return target;
}

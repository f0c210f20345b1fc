import { z } from 'zod';

/**
 * The `redirect` a visitor carries into sign-in: only a path on this site. `//evil.example` and `/\evil.example`
 * are read by browsers as another host, so a path starts with exactly one slash followed by something else; no
 * control character (C1 included) is let through. Null when the target is not such a path.
 */
export function sameSitePath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  if (/\p{Cc}/u.test(target)) return null;
  return target;
}

/** Where the visitor goes after signing in (the spec: the redirect parameter, or / when there is none). */
export const REDIRECT_MAX = 500;

/** An optional `redirect` in a request body (registration): a same-site path or 400. */
export const redirectField = z
  .string({ error: 'invalidValue' })
  .max(REDIRECT_MAX, 'invalidValue')
  .refine((v) => sameSitePath(v) !== null, 'invalidValue')
  .optional();

/** `path` with the visitor's redirect carried along (none when it is absent or not a same-site path). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const safe = sameSitePath(redirect);
  if (!safe || safe === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(safe)}`;
}

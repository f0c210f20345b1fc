/** Why the visitor is on the sign-in page, when another page sent them there with a word to say. */
export interface LoginNotice {
  /** `registered`: the verification link went to `email` (spec 2.5); `verified`: `email` was just verified. */
  kind: 'registered' | 'verified';
  email: string;
}

const noticeKeys = [
  ['registeredEmail', 'registered'],
  ['verifiedEmail', 'verified'],
] as const;

/**
 * Registration and a verified link end on the sign-in page with `{ registeredEmail }` or `{ verifiedEmail }` in the
 * navigation state, so that page can say what happened and fill in the address. The state is the browser's history
 * entry: anything else there, or nothing (a reload in another tab, a bookmark), shows no notice.
 */
export function loginNoticeOf(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  for (const [key, kind] of noticeKeys) {
    const email = (state as Record<string, unknown>)[key];
    if (typeof email === 'string' && email.includes('@')) return { kind, email };
  }
  return null;
}

/**
 * Registration ends on the sign-in page (spec 2.5) with `{ registeredEmail }` in the navigation state, so that page
 * can say where the verification link went. The state is the browser's history entry: anything else there, or
 * nothing (a reload in another tab, a bookmark), shows no notice.
 */
export function registeredEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return null;
  const email = state.registeredEmail;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

/** The signed-in session, re-rendering on sign-in, sign-out and changes from other tabs. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

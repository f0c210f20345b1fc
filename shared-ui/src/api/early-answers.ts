import { getSession } from '../session/session-store';
import { apiRequest } from './client';

interface EarlyAnswer {
  answer: Promise<unknown>;
  token: string | undefined;
  at: number;
}

/**
 * How long an answer asked for early waits for its screen. A screen that was not drawn after all (the two-step gate
 * sent the admin elsewhere) must not, minutes later, show what its data was back then.
 */
const FRESH_MS = 20_000;
const early = new Map<string, EarlyAnswer>();

/**
 * Asks for an API answer before the screen that shows it has rendered (the shell, on a panel's address: its
 * remotes/panel-start.ts); SWR's fetcher (`swrConfig`) hands it to the first `useSWR` with that key. Unlike SWR's own
 * `preload`, an answer nobody took goes stale and is asked again.
 */
export function requestEarly(path: string): void {
  if (early.has(path)) return;
  const answer = apiRequest(path);
  answer.catch(() => undefined); // its screen reports a failure, if it comes for it
  early.set(path, { answer, token: getSession()?.token, at: Date.now() });
}

/** The answer asked for early under this key, once, while fresh and for the same session; else undefined. */
export function takeEarlyAnswer(path: string): Promise<unknown> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  const fresh = Date.now() - entry.at < FRESH_MS && entry.token === getSession()?.token;
  return fresh ? entry.answer : undefined;
}

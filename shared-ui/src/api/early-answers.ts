import { mutate } from 'swr';
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
 *
 * An answer that arrives before its screen has rendered is also put into SWR's cache under its key, so the screen's
 * first drawing, a transition that yields to the browser, already shows the data. Handed over only by the fetcher,
 * it came into the screen after its first drawing as an update of SWR's store, which React draws in one synchronous
 * task: the panel's data drawn at once was a task of 200–450 ms at 4× CPU (docs/measurements/first-screen.md).
 * The screen's `useSWR` still revalidates on mount, and its fetcher takes this same answer: no second request.
 * An answer nobody took leaves the cache again when it goes stale.
 */
export function requestEarly(path: string): void {
  if (early.has(path)) return;
  const answer = apiRequest(path);
  const entry: EarlyAnswer = { answer, token: getSession()?.token, at: Date.now() };
  early.set(path, entry);
  const untaken = () => early.get(path) === entry;
  answer.then(
    (data) => {
      if (untaken() && entry.token === getSession()?.token) void mutate(path, data, { revalidate: false });
    },
    () => undefined, // its screen reports a failure, if it comes for it
  );
  setTimeout(() => {
    if (!untaken()) return;
    early.delete(path);
    void mutate(path, undefined, { revalidate: false });
  }, FRESH_MS);
}

/** The answer asked for early under this key, once, while fresh and for the same session; else undefined. */
export function takeEarlyAnswer(path: string): Promise<unknown> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  const fresh = Date.now() - entry.at < FRESH_MS && entry.token === getSession()?.token;
  return fresh ? entry.answer : undefined;
}

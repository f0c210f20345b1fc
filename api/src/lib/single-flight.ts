export interface SingleFlightOptions {
  /** A success is answered again, without running, for this long (a failure never is). */
  freshMs?: number;
  now?: () => number;
}

/**
 * `run`, but a call made while an earlier one is still on its way gets that one's answer instead of starting
 * another, and a success stays the answer for `freshMs`: a hundred health checks a second under load cost the
 * database one probe a second.
 */
export function singleFlight<T>(run: () => Promise<T>, options: SingleFlightOptions = {}): () => Promise<T> {
  const { freshMs = 0, now = () => performance.now() } = options;
  let inFlight: Promise<T> | undefined;
  let fresh: { value: T; until: number } | undefined;
  return () => {
    if (fresh && now() < fresh.until) return Promise.resolve(fresh.value);
    inFlight ??= run()
      .then((value) => {
        fresh = { value, until: now() + freshMs };
        return value;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

/**
 * `run`, but a call made while an earlier one is still on its way gets that one's answer instead of starting
 * another: a hundred health checks a second under load cost the pool one probe at a time (issue 10).
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= run().finally(() => {
      inFlight = undefined;
    }));
}

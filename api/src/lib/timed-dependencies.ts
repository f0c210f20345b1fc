import type { Mailer } from './mailer';
import type { Metrics } from './metrics';
import type { Storage } from './storage';

/** Runs `work`, telling `record` how long it took and whether it threw. */
async function timed<T>(work: () => Promise<T>, record: (seconds: number, ok: boolean) => void): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    record((performance.now() - started) / 1000, true);
    return result;
  } catch (err) {
    record((performance.now() - started) / 1000, false);
    throw err;
  }
}

/** The mailer, each send timed (mail_send_duration_seconds) and counted as a call to `dependency`. */
export function timedMailer(mailer: Mailer, metrics: Metrics, dependency: 'smtp' | 'outbox'): Mailer {
  return {
    send: (mail) =>
      timed(
        () => mailer.send(mail),
        (seconds, ok) => {
          metrics.mailSendDuration.observe({ outcome: ok ? 'sent' : 'failed' }, seconds);
          metrics.dependencyCall(dependency, seconds, ok);
        },
      ),
    close: () => mailer.close(),
  };
}

/** The file store, each operation counted as a call to the bucket (or the local folder). */
export function timedStorage(storage: Storage, metrics: Metrics, dependency: 'bucket' | 'disk'): Storage {
  const record = (seconds: number, ok: boolean) => metrics.dependencyCall(dependency, seconds, ok);
  return {
    put: (area, tempPath, originalName) => timed(() => storage.put(area, tempPath, originalName), record),
    open: (area, fileName) => timed(() => storage.open(area, fileName), record),
    remove: (area, fileName) => timed(() => storage.remove(area, fileName), record),
    ...(storage.ping ? { ping: storage.ping.bind(storage) } : {}),
  };
}

import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { releasableRemotes } from 'shared-ui/contracts';
import { activeReleases } from '../modules/releases/releases';
import type { InFlightRequests } from './in-flight';
import type { Readiness } from './readiness';
import type { TaskQueue } from './tasks/task-queue';

/**
 * The Prometheus metrics of one instance (GET /api/metrics, when METRICS_TOKEN is set). A registry per app, not
 * prom-client's global one, so tests that start several apps in one process do not mix their numbers.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly taskAttempts = new Counter({
    name: 'task_attempts_total',
    help: 'Background task attempts run by this instance, by task and outcome (completed or failed)',
    labelNames: ['task', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly dependencyDuration = new Histogram({
    name: 'dependency_call_duration_seconds',
    help: 'Calls to a dependency (database and redis probes, bucket operations, smtp sends), by outcome',
    labelNames: ['dependency', 'outcome'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly dependencyErrors = new Counter({
    name: 'dependency_call_errors_total',
    help: 'Failed calls to a dependency (database, redis, bucket, smtp)',
    labelNames: ['dependency'] as const,
    registers: [this.registry],
  });

  readonly mailSendDuration = new Histogram({
    name: 'mail_send_duration_seconds',
    help: 'Time to hand one mail to SMTP (or the outbox folder), by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly rateLimitFallbacks = new Counter({
    name: 'rate_limit_fallback_total',
    help: "Rate-limit counts kept in this instance's memory because Redis did not answer",
    registers: [this.registry],
  });

  /** A call to a dependency took `seconds`; a failed one is counted as an error too. */
  dependencyCall(dependency: string, seconds: number, ok: boolean): void {
    this.dependencyDuration.observe({ dependency, outcome: ok ? 'ok' : 'error' }, seconds);
    if (!ok) this.dependencyErrors.inc({ dependency });
  }

  /**
   * What an operator alerts on besides the requests: requests in flight, readiness and each dependency's last
   * probe, whether the rate limits are in memory, the oldest runnable task's wait, the build and the release each
   * remote serves.
   */
  observeInstance(db: Knex, inFlight: InFlightRequests, readiness: Readiness, version: string): void {
    new Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests this instance is handling right now',
      registers: [this.registry],
      collect() {
        this.set(inFlight.size);
      },
    });
    new Gauge({
      name: 'readiness_ready',
      help: '1 while /api/ready answers 200, 0 while starting, draining or after PostgreSQL failed for a while',
      registers: [this.registry],
      collect() {
        this.set(readiness.report().ready ? 1 : 0);
      },
    });
    const probed = ['database', 'redis', 'bucket'];
    new Gauge({
      name: 'dependency_up',
      help: "1 when the dependency answered the readiness monitor's last probe, 0 when it did not",
      labelNames: ['dependency'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const name of probed) {
          const up = readiness.isUp(name);
          if (up !== null) this.set({ dependency: name }, up ? 1 : 0);
        }
      },
    });
    new Gauge({
      name: 'rate_limit_fallback',
      help: "1 while the rate limits are counted in this instance's memory because Redis does not answer",
      registers: [this.registry],
      collect() {
        this.set(readiness.isUp('redis') === false ? 1 : 0);
      },
    });
    new Gauge({
      name: 'task_oldest_queued_age_seconds',
      help: 'How long the oldest task that may run now has waited for a worker, by task',
      labelNames: ['task'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows: { name: string; age: number | string }[] = await db('pgboss.job')
          .whereIn('state', ['created', 'retry'])
          .where('start_after', '<=', db.fn.now())
          .whereNot('name', 'like', '\\_\\_pgboss%')
          .groupBy('name')
          .select('name', db.raw('extract(epoch from now() - min(start_after)) as age'));
        for (const row of rows) this.set({ task: row.name }, Number(row.age));
      },
    });
    new Gauge({
      name: 'app_build_info',
      help: 'Always 1; the labels name the running build',
      labelNames: ['version', 'node'] as const,
      registers: [this.registry],
    }).set({ version, node: process.version }, 1);
    new Gauge({
      name: 'release_active_info',
      help: 'Always 1; the labels name the release each remote serves ("built-in": the build that came with the server)',
      labelNames: ['remote', 'version'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const active = await activeReleases(db);
        for (const remote of releasableRemotes) this.set({ remote, version: active[remote] ?? 'built-in' }, 1);
      },
    });
  }

  /** Reads the queue and the pool at scrape time; the process metrics (CPU, memory, event loop) only when on. */
  observe(db: Knex, queue: TaskQueue, withProcessMetrics: boolean): void {
    if (withProcessMetrics) collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'task_queue_tasks',
      help: 'Background tasks in the shared queue by task and state (created, retry, active, failed)',
      labelNames: ['task', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await queue.depth()) this.set({ task: row.name, state: row.state }, row.count);
      },
    });
    const pool = (db.client as { pool?: PoolStats }).pool;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections of this instance: used, free, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        if (!pool) return;
        this.set({ state: 'used' }, pool.numUsed());
        this.set({ state: 'free' }, pool.numFree());
        this.set({ state: 'pending' }, pool.numPendingAcquires());
      },
    });
  }
}

/** tarn's pool, inside knex. */
interface PoolStats {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

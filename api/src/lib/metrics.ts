import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
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

import type { Knex } from 'knex';
import type { Logger } from 'pino';
import PgBoss from 'pg-boss';
import type { TaskDto, TaskStateName } from 'shared-ui/contracts';
import { knexExecutor, type SqlExecutor } from './knex-executor';

/**
 * Durable background work on the application's own PostgreSQL (pg-boss, schema `pgboss`): a task is a row written
 * in the caller's transaction, taken by a worker of any instance, retried with exponential backoff, and kept with
 * its last error once it has failed every attempt, for the admin to see and retry (docs/decisions.md).
 */
export interface TaskDefinition<Data = unknown> {
  name: string;
  run(data: Data, task: { id: string }): Promise<void>;
  /** Attempts after the first; the delay doubles from retryDelaySeconds each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt still running after this long is taken as lost (its instance died) and tried again. */
  expireInSeconds?: number;
  /** A cron line (UTC): the task is enqueued once per tick, however many instances run. */
  cron?: string;
  /**
   * Tasks a worker takes at once and runs side by side (default 1). pg-boss waits its polling interval after
   * every fetch, so a worker's throughput is batchSize per interval: mails need more than one. Each task of a
   * batch still succeeds or fails on its own. A batch must finish within expireInSeconds.
   */
  batchSize?: number;
}

export interface TaskQueueOptions {
  /** Take tasks in this process (false: an instance that only answers requests and enqueues). */
  work: boolean;
  pollingIntervalSeconds?: number;
  /** Workers per task name in this process: a burst of mails goes out side by side, not one by one. */
  concurrency?: number;
  /** Called after each attempt: the metrics count them. */
  onAttempt?: (name: string, outcome: 'completed' | 'failed') => void;
}

/**
 * pg-boss's outcome commands (complete, fail, cancel…) answer `SELECT COUNT(*) FROM results` and read
 * `rows[0].count` without a check: a dropped late write must still answer one row, or the unawaited call
 * throws a TypeError as an unhandled rejection (it failed whole test files that ran after a stopped app).
 */
const recordsCount = /SELECT COUNT\(\*\) FROM results\s*$/i;

const defaults = { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 300 };
export const maintenanceIntervalSeconds = 5;
export const defaultPollingIntervalSeconds = 2;
/** Failed tasks stay in the live table (visible and retryable) this long before pg-boss archives them. */
const keepFailedSeconds = 30 * 24 * 3600;

export class TaskQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, TaskDefinition<never>>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private started = false;
  private closed = false;

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
    private readonly options: TaskQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: this.trackedExecutor(knexExecutor(db)),
      schema: 'pgboss',
      archiveFailedAfterSeconds: keepFailedSeconds,
      // How often an instance looks for attempts whose instance died (expired) and puts them back in line: a mail
      // stranded by a kill waits at most its expiry + this + its first retry delay + a poll (task-definitions.ts).
      maintenanceIntervalSeconds: maintenanceIntervalSeconds,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (err: Error) => logger.error({ err }, 'task queue error'));
  }

  /**
   * pg-boss records an attempt's outcome without awaiting it (pg-boss 10, manager.js onFetch): stop() waits for
   * those writes, and once the queue is closed a late one is dropped instead of reaching a destroyed pool (the
   * attempt then expires and runs again).
   */
  private trackedExecutor(base: SqlExecutor): SqlExecutor {
    return {
      executeSql: (text, values) => {
        if (this.closed) return Promise.resolve({ rows: recordsCount.test(text) ? [{ count: '0' }] : [] });
        const running = base.executeSql(text, values);
        this.inFlight.add(running);
        running.then(
          () => this.inFlight.delete(running),
          () => this.inFlight.delete(running),
        );
        return running;
      },
    };
  }

  /** Every task is defined before start(); adding one is a definition in task-definitions.ts. */
  define<Data>(definition: TaskDefinition<Data>): void {
    if (this.started) throw new Error(`task ${definition.name} defined after the queue started`);
    this.definitions.set(definition.name, definition as TaskDefinition<never>);
  }

  /** Creates pg-boss's tables (once, under its advisory lock), the queues and schedules, then the workers. */
  async start(): Promise<void> {
    await this.boss.start();
    for (const def of this.definitions.values()) {
      const policy = {
        name: def.name,
        retryLimit: def.retryLimit ?? defaults.retryLimit,
        retryDelay: def.retryDelaySeconds ?? defaults.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds ?? defaults.expireInSeconds,
      };
      // createQueue leaves an existing queue as it is: the update brings its retries and expiry to the definition.
      await this.boss.createQueue(def.name, policy);
      await this.boss.updateQueue(def.name, policy);
      if (def.cron) await this.boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
    }
    this.started = true;
    if (!this.options.work) return;
    for (const def of this.definitions.values()) {
      const ids: string[] = [];
      for (let i = 0; i < (this.options.concurrency ?? 4); i += 1) {
        ids.push(
          await this.boss.work(
            def.name,
            {
              batchSize: def.batchSize ?? 1,
              pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? defaultPollingIntervalSeconds,
            },
            async (jobs) =>
              jobs.length === 1
                ? this.attempt(def, jobs[0] as PgBoss.Job<never>)
                : this.attemptBatch(def, jobs as PgBoss.Job<never>[]),
          ),
        );
      }
      this.workerIds.set(def.name, ids);
    }
  }

  private async attempt(def: TaskDefinition<never>, job: PgBoss.Job<never>): Promise<void> {
    try {
      await def.run(job.data, { id: job.id });
      this.options.onAttempt?.(def.name, 'completed');
    } catch (err) {
      this.options.onAttempt?.(def.name, 'failed');
      this.logger.warn({ err, task: def.name, taskId: job.id }, 'task attempt failed; pg-boss retries it');
      throw err;
    }
  }

  /**
   * Runs a batch side by side and records each task's outcome as soon as it has one: a mail sent is marked
   * completed at once, so an instance killed mid-batch leaves only the sends in progress to be repeated, not the
   * whole batch. pg-boss then completes the batch, which touches only tasks still active.
   */
  private async attemptBatch(def: TaskDefinition<never>, jobs: PgBoss.Job<never>[]): Promise<void> {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await this.attempt(def, job);
        } catch (err) {
          await this.boss.fail(def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
          return;
        }
        await this.boss.complete(def.name, job.id);
      }),
    );
  }

  /**
   * Enqueues `name` with `data` through `db`: pass the transaction that makes the change, and the task exists if
   * and only if the change commits. A worker of this instance is woken once the row is visible; `startAfterSeconds`
   * holds the task back that long.
   */
  async add(db: Knex, name: string, data: object, options: { startAfterSeconds?: number } = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`unknown task ${name}`);
    const startAfter = options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {};
    await this.boss.send(name, data, { db: knexExecutor(db), ...startAfter } as PgBoss.SendOptions);
    const wake = () => {
      for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
    };
    const trx = db as unknown as Partial<Knex.Transaction>;
    if (trx.isTransaction && trx.executionPromise) trx.executionPromise.then(wake, () => undefined);
    else wake();
  }

  /** Lets running attempts finish (up to `timeoutMs`), then stops taking new ones. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.closed = true;
  }

  async list(state: TaskStateName, page: number, pageSize: number): Promise<{ items: TaskDto[]; total: number }> {
    const base = this.db('pgboss.job').where({ state }).whereNot('name', 'like', '\\_\\_pgboss%');
    const [{ count }] = (await base.clone().count({ count: '*' })) as [{ count: number | string }];
    const rows: {
      id: string;
      name: string;
      state: TaskStateName;
      retry_count: number;
      output: { message?: string } | null;
      created_on: Date;
      completed_on: Date | null;
    }[] = await base
      .clone()
      .select('id', 'name', 'state', 'retry_count', 'output', 'created_on', 'completed_on')
      .orderBy('created_on', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      total: Number(count),
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        state: r.state,
        attempts: r.state === 'created' ? 0 : r.retry_count + 1,
        lastError: r.state === 'completed' ? null : (r.output?.message ?? null),
        createdAt: new Date(r.created_on).toISOString(),
        finishedAt: r.completed_on ? new Date(r.completed_on).toISOString() : null,
      })),
    };
  }

  /** A failed task back in line, with one more attempt; false when there is no failed task with that id. */
  async retry(id: string): Promise<boolean> {
    const row = await this.db('pgboss.job').where({ id, state: 'failed' }).first('name');
    if (!row) return false;
    await this.boss.retry(row.name as string, id);
    for (const workerId of this.workerIds.get(row.name as string) ?? []) this.boss.notifyWorker(workerId);
    return true;
  }

  /** Tasks waiting or running, and kept failures, per task name: the metrics' queue depth. */
  async depth(): Promise<{ name: string; state: TaskStateName; count: number }[]> {
    const rows: { name: string; state: TaskStateName; count: number | string }[] = await this.db('pgboss.job')
      .whereIn('state', ['created', 'retry', 'active', 'failed'])
      .whereNot('name', 'like', '\\_\\_pgboss%')
      .groupBy('name', 'state')
      .select('name', 'state')
      .count({ count: '*' });
    return rows.map((r) => ({ name: r.name, state: r.state, count: Number(r.count) }));
  }
}

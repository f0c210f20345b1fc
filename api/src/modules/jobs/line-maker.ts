import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { statesAllowing } from 'shared-ui/contracts';
import { openJobsMatching, storeLines, type LineRole } from './job-list-repository';
import type { LineRecipe } from './job-list-lines';

/*
 * The lines of the job lists made ahead of readers (job_list_lines, migration 0870), on the task worker instance
 * only: a loop that finds jobs whose lines are missing, newest first, makes them a batch at a time with the same
 * recipes a reader uses and stores them with storeLines (only where the version is unchanged, skipping rows a write
 * holds). It sleeps when nothing is missing until woken: by `job_lists_changed` (every write that marks lines stale
 * sends it, migration 0590), when notices are heard again after a loss, and by a slow timer should a notice be lost.
 * One statement at a time on a connection of its own, and a turn of the event loop between batches.
 *
 * Which lines: every job's admin line and customer line (the partial index of migration 0880 finds those missing;
 * a hidden job's customer line is made though its owner's list no longer shows it: a few lines, and the index
 * stays on job_list_lines alone), and the open-jobs line only of jobs open for offers, found through the open
 * list's own condition on jobs. A job that becomes open is written to, which marks its lines stale and wakes this.
 */

/** A job with the roles whose lines it lacks. */
interface Missing {
  id: number;
  roles: LineRole[];
}

export const lineMakerTimings = {
  /** Jobs a batch: one statement a role reads their data, one stores their lines. */
  batch: 200,
  /** The fallback wake when no notice came. */
  idleMs: 60_000,
  /** The first wait after an error, doubled on each further one up to maxRetryMs. */
  retryMs: 1000,
  maxRetryMs: 60_000,
};

/** Jobs lacking their admin or customer line, newest first, below `below`: the partial index of migration 0880. */
async function missingShared(db: Knex, below: number | undefined, limit: number): Promise<Missing[]> {
  const rows: { id: number; admin: boolean; customer: boolean }[] = await db('job_list_lines')
    .whereRaw('(admin_line is null or customer_line is null)')
    .modify((q) => (below === undefined ? q : q.where('job_id', '<', below)))
    .orderBy('job_id', 'desc')
    .limit(limit)
    .select('job_id as id', db.raw('admin_line is null as admin'), db.raw('customer_line is null as customer'));
  return rows.map((r) => ({
    id: r.id,
    roles: [...(r.admin ? (['admin'] as const) : []), ...(r.customer ? (['customer'] as const) : [])],
  }));
}

/** Jobs open for offers lacking their open-jobs line, newest first, below `below`. */
async function missingOpen(db: Knex, below: number | undefined, limit: number): Promise<Missing[]> {
  const rows: { id: number }[] = await openJobsMatching(db, statesAllowing('offer', 'translator'))
    .join('job_list_lines as l', 'l.job_id', 'jobs.id')
    .whereNull('l.open_line')
    .modify((q) => (below === undefined ? q : q.where('jobs.id', '<', below)))
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .select('jobs.id');
  return rows.map((r) => ({ id: r.id, roles: ['open'] }));
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class LineMaker {
  /** Lines made since start (stored unless a write came first). */
  made = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private paused = false;
  private stopped = false;

  constructor(
    private readonly db: Knex,
    private readonly recipes: LineRecipe[],
    private readonly logger: Logger,
    private readonly timings = lineMakerTimings,
  ) {}

  /** Looks for missing lines now, or right after the pass under way; while backing off after an error, later. */
  wake(): void {
    if (this.stopped || this.paused) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.failures > 0 && this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.run().then(() => {
      this.running = undefined;
    });
  }

  /** Makes nothing until resume(); resolves once the batch under way has ended. */
  async pause(): Promise<void> {
    this.paused = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  resume(): void {
    this.paused = false;
    this.wake();
  }

  /** Ends for good: no timer left, the batch under way finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.pause();
  }

  private get halted(): boolean {
    return this.stopped || this.paused;
  }

  private async run(): Promise<void> {
    let delay = this.timings.idleMs;
    try {
      do {
        this.again = false;
        await this.walk(missingOpen);
        await this.walk(missingShared);
      } while (this.again && !this.halted);
      this.failures = 0;
    } catch (err) {
      this.failures += 1;
      delay = Math.min(this.timings.retryMs * 2 ** (this.failures - 1), this.timings.maxRetryMs);
      this.logger.warn({ err, retryInMs: delay }, 'job list lines not made in the background; trying again later');
    }
    if (this.halted) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, delay);
    this.timer.unref();
  }

  /** The jobs `find` names, newest first, a batch at a time, each batch below the last (each tried once a walk). */
  private async walk(find: (db: Knex, below: number | undefined, limit: number) => Promise<Missing[]>) {
    let below: number | undefined;
    while (!this.halted) {
      const batch = await find(this.db, below, this.timings.batch);
      for (const recipe of this.recipes) {
        const ids = batch.filter((job) => job.roles.includes(recipe.role)).map((job) => job.id);
        if (ids.length === 0) continue;
        const lines = await recipe.make(this.db, ids);
        await storeLines(this.db, recipe.role, lines);
        this.made += lines.length;
      }
      if (batch.length < this.timings.batch) return;
      below = (batch[batch.length - 1] as Missing).id;
      await nextTurn();
    }
  }
}

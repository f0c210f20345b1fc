import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { storeLines } from './job-list-repository';
import type { LineRecipe } from './job-list-lines';
import { missingLines, missingOpen, type Missing } from './missing-lines-repository';

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
 * stays on job_list_lines alone), and the open-jobs line only of jobs open for offers. A write marks all three
 * stale at once, so a woken look through the index finds the open line with the others; a job whose admin and
 * customer lines readers made first is found by a look through every open job, made at start and on the slow
 * timer only (it reads a line row per open job). A job that becomes open is written to, which marks its lines stale.
 */

export const lineMakerTimings = {
  /** Jobs a batch: one statement a role reads their data, one stores their lines. */
  batch: 200,
  /** The fallback wake when no notice came. */
  idleMs: 60_000,
  /** The first wait after an error, doubled on each further one up to maxRetryMs. */
  retryMs: 1000,
  maxRetryMs: 60_000,
};

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class LineMaker {
  /** Lines made since start (stored unless a write came first). */
  made = 0;
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private failures = 0;
  private paused = false;
  /** Whether the next pass looks through every open job too: at start, and on the slow timer. */
  private everyOpenJob = true;
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
        if (this.everyOpenJob) await this.walk(missingOpen);
        this.everyOpenJob = false;
        await this.walk(missingLines);
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
      this.everyOpenJob = true;
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

import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { foldJobCountDeltas } from './job-list-repository';

/**
 * Moves the deltas the writes to jobs leave in `job_count_deltas` into `job_counts` (migration 0900), a moment
 * after a change of a total is announced: one fold for every change announced meanwhile, so the deltas a total is
 * read with stay a few rows. The task worker instances fold (bootstrap.ts), on the line maker's connection; two
 * folds at once take turns on the rows they delete, and the second finds nothing left. A fold that fails leaves the
 * deltas where they are: the totals stay right, read with more rows, until the next change's fold.
 */
export class JobCountFolding {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Knex,
    private readonly logger: Logger,
    private readonly delayMs = 1000,
  ) {}

  /** A total changed: fold within delayMs. */
  noticed(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.fold();
    }, this.delayMs);
  }

  private async fold(): Promise<void> {
    try {
      await foldJobCountDeltas(this.db);
    } catch (err) {
      this.logger.warn({ err }, 'job totals not folded: read with their deltas until the next fold');
    }
  }

  /** Folds no more; resolves once the fold under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

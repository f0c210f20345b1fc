import type { Middleware } from 'koa';

/**
 * Counts the requests being handled, so shutdown can wait for them before closing the database pool: a handler
 * still running when the pool goes (its client already gone, as a load generator leaves them) would fail on
 * every query, and knex would log each one as "Acquire connection error".
 */
export class InFlightRequests {
  private count = 0;
  private waiters: (() => void)[] = [];

  /** Requests being handled right now (the in-flight gauge of lib/metrics.ts). */
  get size(): number {
    return this.count;
  }

  middleware(): Middleware {
    return async (_ctx, next) => {
      this.count += 1;
      try {
        await next();
      } finally {
        this.count -= 1;
        if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
      }
    };
  }

  /** Resolves once nothing is being handled, or after `timeoutMs` whatever remains. */
  async settled(timeoutMs: number): Promise<void> {
    if (this.count === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

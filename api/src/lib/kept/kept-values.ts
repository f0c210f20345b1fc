import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';

export interface KeptOptions<V> {
  /** The most values kept; the least recently used go first. */
  max: number;
  /** A statement this instance sends that may change a kept value (it forgets them all at once). */
  writes: RegExp;
  /** Forget a value this long after it was read, even without a notice (it holds something that expires). */
  ttlMs?: number;
  /** Values of very different sizes: keep at most `most` of what `of` counts in them (rows, say). */
  weigh?: { of: (value: V) => number; most: number };
}

/**
 * Values read from the database and kept by this instance until the database says they changed. Correct only
 * with all three of:
 * - the notices: a trigger announces each committed change (pg_notify) and every instance forgets (`forget`,
 *   `forgetAll`), wired in bootstrap.ts through db/notifications.ts;
 * - this instance's own writes: a statement matching `writes` forgets everything as it is sent, so the answer to a
 *   change can never be followed by a request served from the value before it;
 * - a value read while something was forgotten is not kept (it may predate the change), and nothing is kept
 *   while the notices cannot be heard (`setLive(false)`): every lookup then reads.
 *
 * A lookup that finds the same key being read, with nothing forgotten since that read began, waits for it instead of
 * reading too: the value it gets is one it could have been given kept. Under writes, when values are forgotten
 * faster than they are read, this is what keeps a busy page from being read once per waiting request.
 */
export class KeptValues<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly values: LRUCache<K, V>;
  private live = false;
  private generation = 0;
  private readonly reading = new Map<K, { generation: number; value: Promise<V | undefined> }>();

  constructor(db: Knex, options: KeptOptions<V>) {
    const { max, ttlMs, weigh } = options;
    this.values = new LRUCache<K, V>({
      max,
      ...(ttlMs ? { ttl: ttlMs } : {}),
      ...(weigh ? { maxSize: weigh.most, sizeCalculation: (value: V) => Math.max(1, weigh.of(value)) } : {}),
    });
    db.on('query', (query: { sql?: string }) => {
      if (query.sql && options.writes.test(query.sql)) this.forgetAll();
    });
  }

  async get(key: K, read: () => Promise<V | undefined>): Promise<V | undefined> {
    const kept = this.live ? this.values.get(key) : undefined;
    if (kept !== undefined) return kept;
    if (!this.live) return read();
    const generation = this.generation;
    const underway = this.reading.get(key);
    if (underway?.generation === generation) return underway.value;
    const value = read().then((fresh) => {
      if (fresh !== undefined && this.live && generation === this.generation) this.values.set(key, fresh);
      return fresh;
    });
    const entry = { generation, value };
    this.reading.set(key, entry);
    try {
      return await value;
    } finally {
      if (this.reading.get(key) === entry) this.reading.delete(key);
    }
  }

  /**
   * The value made anew from the one kept (undefined when none is), kept in its place on the same terms as get: a
   * value that grows as it is used (job-page-boundaries.ts).
   */
  async update(key: K, make: (kept: V | undefined) => Promise<V>): Promise<V> {
    const generation = this.generation;
    const value = await make(this.live ? this.values.get(key) : undefined);
    if (this.live && generation === this.generation) this.values.set(key, value);
    return value;
  }

  forget(key: K): void {
    this.generation += 1;
    this.values.delete(key);
  }

  forgetAll(): void {
    this.generation += 1;
    // lru-cache's clear() fills arrays as long as `max` whatever it holds: under writes, every statement and notice
    // forgets, and the cache is mostly empty already
    if (this.values.size > 0) this.values.clear();
  }

  /** Whether the change notices are being heard; while they are not, nothing is kept. */
  setLive(live: boolean): void {
    this.forgetAll();
    this.live = live;
  }
}

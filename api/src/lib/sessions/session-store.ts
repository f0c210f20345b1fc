import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { readSession, type SessionRow } from './session-repository';

/** Accounts kept at most (a few hundred bytes each). */
const MAX_SESSIONS = 50_000;

/** A statement that may change what a kept session row says (see the trigger in migration 0560). */
const SESSION_WRITE = /^\s*(update|delete\s+from|insert\s+into)\s+"?(users|translator_profiles)"?[\s(]/i;

/**
 * The session rows this instance has read, so that an authenticated request costs no round trip (issue 10),
 * with the revocation guarantees of reading the row every time:
 * - every instance hears the `session_changed` notice PostgreSQL sends when a change commits (migration 0560)
 *   and forgets that account;
 * - this instance forgets everything as soon as it sends a statement that writes those tables, so the answer to
 *   a password change can never be followed by a request served from the old row;
 * - a row read while something was forgotten is not kept (it may predate the change);
 * - nothing is kept while the notices cannot be heard (listener down): every request then reads the row.
 */
export class SessionStore {
  private readonly rows = new LRUCache<number, SessionRow>({ max: MAX_SESSIONS });
  private live = false;
  private generation = 0;

  constructor(private readonly db: Knex) {
    db.on('query', (query: { sql?: string }) => {
      if (query.sql && SESSION_WRITE.test(query.sql)) this.forgetAll();
    });
  }

  async find(userId: number): Promise<SessionRow | undefined> {
    const kept = this.live ? this.rows.get(userId) : undefined;
    if (kept) return kept;
    const generation = this.generation;
    const row = await readSession(this.db, userId);
    if (row && this.live && generation === this.generation) this.rows.set(userId, row);
    return row;
  }

  /** A notice from the database: this account changed. */
  forget(userId: number): void {
    this.generation += 1;
    this.rows.delete(userId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.rows.clear();
  }

  /** Whether the change notices are being heard; while they are not, nothing is kept. */
  setLive(live: boolean): void {
    this.forgetAll();
    this.live = live;
  }

  /** Handlers for `listenToChannel(db, url, 'session_changed', …)`. */
  get noticeHandlers() {
    return {
      onMessage: (payload: string) => {
        const id = Number(payload);
        if (Number.isInteger(id)) this.forget(id);
        else this.forgetAll();
      },
      onLive: (live: boolean) => this.setLive(live),
    };
  }
}

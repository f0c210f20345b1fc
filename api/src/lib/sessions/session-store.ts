import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { KeptValues } from '../kept/kept-values';
import { readSession, type SessionRow } from '../../modules/settings/sign-in-repository';

/**
 * A statement that may change what a kept session row says (see the triggers in migrations 0560, 0740 and 0860): a
 * session's use (an update of account_sessions) changes nothing kept. Any write of account_two_step counts: a
 * code's use is rare (a sign-in, which inserts a session anyway), and telling it from an enrolment by its text
 * would be fragile.
 */
const SESSION_WRITES =
  /^\s*((update|delete\s+from|insert\s+into)\s+"?(users|translator_profiles|account_two_step)"?|(delete\s+from|insert\s+into)\s+"?account_sessions"?)[\s(]/i;

/** A session's last use is written at most this often per instance: the list shows it to the minute, not the second. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The session rows this instance has read, so that an authenticated request costs no round trip, with
 * the revocation guarantees of reading the row every time (see KeptValues): PostgreSQL announces every change of
 * an account's role, token version, deletion, name, e-mail, translator status, sessions or two-step
 * enrolment on `session_changed`.
 */
export class SessionStore {
  readonly kept: KeptValues<number, SessionRow>;
  private readonly touched = new LRUCache<string, number>({ max: 50_000 });

  constructor(private readonly db: Knex) {
    this.kept = new KeptValues(db, { max: 50_000, writes: SESSION_WRITES });
  }

  find(userId: number): Promise<SessionRow | undefined> {
    return this.kept.get(userId, () => readSession(this.db, userId));
  }

  /**
   * The account behind a token naming sign-in session `sessionId`, if that session is still open. A session this
   * instance's kept row does not list may have been opened on another instance a moment ago: the row is read again
   * before the token is refused.
   */
  async findWithSession(userId: number, sessionId: string): Promise<SessionRow | undefined> {
    const row = await this.find(userId);
    if (!row || row.session_ids.includes(sessionId)) return row;
    this.kept.forget(userId);
    const fresh = await this.find(userId);
    return fresh?.session_ids.includes(sessionId) ? fresh : undefined;
  }

  /** Whether the session's last use should be written now (once a minute at most per instance). */
  dueForTouch(sessionId: string, now = Date.now()): boolean {
    const last = this.touched.get(sessionId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return false;
    this.touched.set(sessionId, now);
    return true;
  }

  /** A `session_changed` notice: its payload is the account's id. */
  noticed(payload: string): void {
    const id = Number(payload);
    if (Number.isInteger(id)) this.kept.forget(id);
    else this.kept.forgetAll();
  }
}

import type { Knex } from 'knex';
import { KeptValues } from '../kept/kept-values';
import { readSession, type SessionRow } from './session-repository';

/** A statement that may change what a kept session row says (see the trigger in migration 0560). */
const SESSION_WRITES = /^\s*(update|delete\s+from|insert\s+into)\s+"?(users|translator_profiles)"?[\s(]/i;

/**
 * The session rows this instance has read, so that an authenticated request costs no round trip, with
 * the revocation guarantees of reading the row every time (see KeptValues): PostgreSQL announces every change of
 * an account's role, token version, deletion, name, e-mail or translator status on `session_changed`.
 */
export class SessionStore {
  readonly kept: KeptValues<number, SessionRow>;

  constructor(private readonly db: Knex) {
    this.kept = new KeptValues(db, { max: 50_000, writes: SESSION_WRITES });
  }

  find(userId: number): Promise<SessionRow | undefined> {
    return this.kept.get(userId, () => readSession(this.db, userId));
  }

  /** A `session_changed` notice: its payload is the account's id. */
  noticed(payload: string): void {
    const id = Number(payload);
    if (Number.isInteger(id)) this.kept.forget(id);
    else this.kept.forgetAll();
  }
}

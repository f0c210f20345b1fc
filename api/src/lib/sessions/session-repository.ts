import type { Knex } from 'knex';
import type { Role } from 'shared-ui/contracts';

/** What a request needs to know of the account behind a token. */
export interface SessionRow {
  id: number;
  role: Role;
  name: string;
  surname: string;
  email: string;
  token_version: number;
  translator_status: string | null;
  /** The account's sign-in sessions (account_sessions): a token naming another one is refused. */
  session_ids: string[];
  /**
   * Whether the account signs in with two steps (account_two_step enabled): what the office's admins-must-enrol
   * rule needs (lib/two-step/admin-enrolment.ts), kept here so an admin request does not read account_two_step.
   */
  two_step: boolean;
}

/** The account (not deleted) with its translator status, its sessions' ids and two-step state: one primary-key read. */
export async function readSession(db: Knex, userId: number): Promise<SessionRow | undefined> {
  return db('users')
    .leftJoin('translator_profiles', 'translator_profiles.user_id', 'users.id')
    .where('users.id', userId)
    .whereNull('users.deleted_at')
    .first(
      'users.id',
      'users.role',
      'users.name',
      'users.surname',
      'users.email',
      'users.token_version',
      'translator_profiles.status as translator_status',
      db.raw('array(select s.id::text from account_sessions s where s.user_id = users.id) as session_ids'),
      db.raw(
        'exists(select 1 from account_two_step t where t.user_id = users.id and t.enabled_at is not null) as two_step',
      ),
    );
}

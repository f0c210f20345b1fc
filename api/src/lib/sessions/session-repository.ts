import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { AccountSession } from '../../db/models/sign-in';
import type { TranslatorProfile } from '../../db/models/translator-profile';
import type { User } from '../../db/models/user';
import { twoStepEnabledColumn } from '../two-step/two-step-repository';

/** What a request needs to know of the account behind a token. */
export type SessionRow = Pick<ModelObject<User>, 'id' | 'role' | 'name' | 'surname' | 'email' | 'token_version'> & {
  /** null for an account without an application (a left join) */
  translator_status: TranslatorProfile['status'] | null;
  /** The account's sign-in sessions (account_sessions): a token naming another one is refused. */
  session_ids: AccountSession['id'][];
  /**
   * Whether the account signs in with two steps (account_two_step enabled): what the office's admins-must-enrol
   * rule needs (lib/two-step/admin-enrolment.ts), kept here so an admin request does not read account_two_step.
   */
  two_step: boolean;
};

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
      twoStepEnabledColumn(db, 'users.id', 'two_step'),
    );
}

import type { Knex } from 'knex';
import type { Locale } from 'shared-ui/contracts';
import type { ModelObject } from 'objection';
import type { AccountSession } from '../../db/models/sign-in';
import type { TranslatorProfile } from '../../db/models/translator-profile';
import { User } from '../../db/models/user';
import { sessionIdsColumn } from '../../lib/sessions/session-repository';
import { twoStepEnabledColumn } from '../../lib/two-step/two-step-repository';

/** What sign-in needs to decide: the hash is read here and never leaves the auth services. */
export type AccountRow = Pick<
  ModelObject<User>,
  'id' | 'name' | 'surname' | 'email' | 'role' | 'password_hash' | 'email_verified_at' | 'token_version'
> & {
  /** null for an account without an application (a left join) */
  translator_status: TranslatorProfile['status'] | null;
};

const accountColumns = [
  'users.id',
  'users.name',
  'users.surname',
  'users.email',
  'users.role',
  'users.password_hash',
  'users.email_verified_at',
  'users.token_version',
  'translator_profiles.status as translator_status',
];

function activeAccounts(db: Knex) {
  return User.query(db)
    .modify('active')
    .leftJoin('translator_profiles', 'translator_profiles.user_id', 'users.id')
    .select(accountColumns);
}

/** E-mails are stored lower-case; the comparison is too, so an older mixed-case row still matches. */
export async function findActiveAccountByEmail(db: Knex, email: string): Promise<AccountRow | undefined> {
  return activeAccounts(db)
    .whereRaw('lower(users.email) = ?', [email.toLowerCase()])
    .first()
    .castTo<AccountRow | undefined>();
}

export async function findActiveAccountById(db: Knex, id: number): Promise<AccountRow | undefined> {
  return activeAccounts(db).where('users.id', id).first().castTo<AccountRow | undefined>();
}

export type NewCustomer = Pick<
  ModelObject<User>,
  'name' | 'surname' | 'email' | 'phone' | 'birth_date' | 'password_hash' | 'locale'
>;

export async function insertCustomer(db: Knex, customer: NewCustomer): Promise<number> {
  const row = await User.query(db).insert({ ...customer, role: 'user' });
  return row.id;
}

/** The language the person signed in with: later notification mails use it. */
export async function rememberLocale(db: Knex, userId: number, locale: Locale): Promise<void> {
  await User.query(db).where({ id: userId }).whereNot({ locale }).patch({ locale });
}

export async function markEmailVerified(db: Knex, userId: number): Promise<void> {
  await User.query(db)
    .where({ id: userId })
    .patch({ email_verified_at: db.raw('coalesce(email_verified_at, now())'), updated_at: db.fn.now() });
}

/** The e-mail change confirmed: the pending address becomes the address, already verified by the click. */
export async function applyPendingEmail(db: Knex, userId: number, pendingEmail: string): Promise<boolean> {
  const updated = await User.query(db)
    .where({ id: userId })
    .modify('active')
    .whereRaw('lower(pending_email) = ?', [pendingEmail.toLowerCase()])
    .patch({
      email: pendingEmail.toLowerCase(),
      pending_email: null,
      email_verified_at: db.fn.now(),
      updated_at: db.fn.now(),
    })
    .returning('id');
  return updated.length > 0;
}

/** A new password revokes every older session (token version) and proves the mailbox (verified). */
export async function setPasswordAndRevokeSessions(db: Knex, userId: number, passwordHash: string): Promise<void> {
  await User.query(db)
    .where({ id: userId })
    .patch({
      password_hash: passwordHash,
      token_version: db.raw('token_version + 1'),
      email_verified_at: db.raw('coalesce(email_verified_at, now())'),
      updated_at: db.fn.now(),
    });
}

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
      sessionIdsColumn(db, 'users.id', 'session_ids'),
      twoStepEnabledColumn(db, 'users.id', 'two_step'),
    );
}

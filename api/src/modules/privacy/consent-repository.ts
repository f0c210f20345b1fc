import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { PrivacyConsent, PrivacyNotice } from '../../db/models/privacy';

export type NoticeRow = Pick<ModelObject<PrivacyNotice>, 'version' | 'content_tr' | 'content_en' | 'published_at'>;

/** The version in force: the highest one. */
export async function findCurrentNotice(db: Knex): Promise<NoticeRow | undefined> {
  return PrivacyNotice.query(db)
    .orderBy('version', 'desc')
    .select('version', 'content_tr', 'content_en', 'published_at')
    .first();
}

export async function findNoticeVersions(db: Knex): Promise<Pick<NoticeRow, 'version' | 'published_at'>[]> {
  return PrivacyNotice.query(db).orderBy('version', 'desc').select('version', 'published_at');
}

export async function insertNotice(
  db: Knex,
  notice: Pick<NoticeRow, 'content_tr' | 'content_en'> & { published_by: NonNullable<PrivacyNotice['published_by']> },
): Promise<NoticeRow> {
  return PrivacyNotice.query(db)
    .insert(notice)
    .returning(['version', 'content_tr', 'content_en', 'published_at'])
    .castTo<NoticeRow>();
}

export type ConsentRow = Pick<ModelObject<PrivacyConsent>, 'notice_version' | 'given' | 'source' | 'created_at'>;

export async function insertConsent(
  db: Knex,
  consent: Pick<ModelObject<PrivacyConsent>, 'user_id' | 'notice_version' | 'given' | 'source' | 'ip'>,
): Promise<void> {
  await PrivacyConsent.query(db).insert(consent);
}

/** The account's consents, newest first. */
export async function findConsentsOf(db: Knex, userId: number): Promise<ConsentRow[]> {
  return PrivacyConsent.query(db)
    .where({ user_id: userId })
    .orderBy('id', 'desc')
    .select('notice_version', 'given', 'source', 'created_at');
}

/** The newest version the account consented to, or null. */
export async function findConsentedVersion(db: Knex, userId: number): Promise<number | null> {
  const row = await PrivacyConsent.query(db)
    .where({ user_id: userId, given: true })
    .whereNotNull('notice_version')
    .max('notice_version as version')
    .first()
    .castTo<{ version: PrivacyConsent['notice_version'] } | undefined>();
  return row?.version ?? null;
}

/** Consent records outlive the account as proof of what was agreed; the address they came from does not. */
export async function forgetConsentAddresses(db: Knex, userId: number): Promise<void> {
  await PrivacyConsent.query(db).where({ user_id: userId }).patch({ ip: null });
}

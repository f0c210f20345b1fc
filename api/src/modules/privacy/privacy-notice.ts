import type { AdminPrivacyNoticeDto, Locale, PrivacyNoticeDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { findCurrentNotice, findNoticeVersions, insertNotice, type NoticeRow } from './consent-repository';

async function current(deps: Pick<AppDeps, 'db'>): Promise<NoticeRow> {
  const notice = await findCurrentNotice(deps.db);
  // migration 0760 stores version 1; a database without it was not migrated
  if (!notice) throw new NotFoundError();
  return notice;
}

/** GET /public/privacy-notice: the version in force, in the language asked for. */
export async function publicNotice(deps: Pick<AppDeps, 'db'>, locale: Locale): Promise<PrivacyNoticeDto> {
  const notice = await current(deps);
  return {
    version: notice.version,
    content: locale === 'en' ? notice.content_en : notice.content_tr,
    published_at: new Date(notice.published_at).toISOString(),
  };
}

export async function adminNotice(deps: Pick<AppDeps, 'db'>): Promise<AdminPrivacyNoticeDto> {
  const [notice, versions] = await Promise.all([current(deps), findNoticeVersions(deps.db)]);
  return {
    version: notice.version,
    content_tr: notice.content_tr,
    content_en: notice.content_en,
    published_at: new Date(notice.published_at).toISOString(),
    versions: versions.map((v) => ({ version: v.version, published_at: new Date(v.published_at).toISOString() })),
  };
}

/**
 * POST /admin/privacy-notice: a new version, never an edit of one in force (a consent names the text it was
 * given to). Every signed-in user is asked to consent to it (consents.ts).
 */
export async function publishNotice(
  deps: Pick<AppDeps, 'db'>,
  adminId: number,
  input: { content_tr: string; content_en: string },
): Promise<AdminPrivacyNoticeDto> {
  await insertNotice(deps.db, { ...input, published_by: adminId });
  return adminNotice(deps);
}

import type { Knex } from 'knex';
import type { ConsentStatusDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { findConsentedVersion, findConsentsOf, findCurrentNotice, insertConsent } from './consent-repository';
import { lockAccountRow } from '../settings/people-repository';

/**
 * At sign-up: the version in force when the form's notice box was ticked, or "not given" when the request did not
 * say (the spec's POST /auth/register has no consent field; docs/decisions.md). Runs in the sign-up's transaction.
 */
export async function recordSignupConsent(trx: Knex, userId: number, given: boolean, ip: string | null): Promise<void> {
  const notice = given ? await findCurrentNotice(trx) : undefined;
  await insertConsent(trx, {
    user_id: userId,
    notice_version: notice?.version ?? null,
    given: Boolean(notice),
    source: 'signup',
    ip,
  });
}

export async function consentStatus(deps: Pick<AppDeps, 'db'>, userId: number): Promise<ConsentStatusDto> {
  const [notice, consented, history] = await Promise.all([
    findCurrentNotice(deps.db),
    findConsentedVersion(deps.db, userId),
    findConsentsOf(deps.db, userId),
  ]);
  const currentVersion = notice?.version ?? 0;
  return {
    current_version: currentVersion,
    consented_version: consented,
    needs_consent: consented === null || consented < currentVersion,
    history: history.map((c) => ({
      version: c.notice_version,
      given: c.given,
      source: c.source,
      at: new Date(c.created_at).toISOString(),
    })),
  };
}

/**
 * POST /settings/privacy-consent: consent to the version the user read. A screen showing an older version than the
 * one in force is refused (409), so nobody consents to a text they did not see.
 */
export async function giveConsent(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  version: number,
  ip: string | null,
): Promise<ConsentStatusDto> {
  await deps.db.transaction(async (trx) => {
    await lockAccountRow(trx, userId);
    const notice = await findCurrentNotice(trx);
    if (!notice || notice.version !== version)
      throw new ConflictError('noticeVersionOutdated', { version: 'noticeVersionOutdated' });
    if ((await findConsentedVersion(trx, userId)) === version) return;
    await insertConsent(trx, { user_id: userId, notice_version: version, given: true, source: 'renewal', ip });
  });
  return consentStatus(deps, userId);
}

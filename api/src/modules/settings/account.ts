import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { StorageArea } from '../../lib/storage';
import { releaseTranslatorJobs } from '../translators/release-jobs';
import { erasePersonalData } from '../privacy/erase-personal-data';
import { avatarFileOf } from './profile';
import {
  anonymiseUser,
  anotherActiveAdminExists,
  clearTranslatorProfile,
  deleteCertificatesOf,
  findCvFile,
  lockActiveUser,
} from './repository';

/**
 * DELETE /settings/account. Personal data is anonymised rather than the row removed: jobs keep their user_id for
 * finance. The token version is bumped so every session ends at once; the address is freed for a new account.
 * A translator's unfinished jobs go back to 'waiting'; their CV and certificates are removed with the avatar.
 * The last admin cannot delete their account (nobody could run the site). Queued mails, the customer's documents
 * and the rest of their personal data go too (privacy/erase-personal-data.ts); payment records stay.
 */
export async function deleteAccount(deps: AppDeps, userId: number): Promise<void> {
  const files = await deps.db.transaction(async (trx) => {
    const user = await lockActiveUser(trx, userId);
    if (!user) throw new NotFoundError();
    if (user.role === 'admin' && !(await anotherActiveAdminExists(trx, userId))) throw new ConflictError('lastAdmin');
    const doomed: { area: StorageArea; name: string }[] = [];
    const avatar = avatarFileOf(user.avatar_url);
    if (avatar) doomed.push({ area: 'avatar', name: avatar });

    if (user.role === 'translator') {
      const cvFile = await findCvFile(trx, userId);
      if (cvFile) doomed.push({ area: 'cv', name: cvFile });
      const certificates = await deleteCertificatesOf(trx, userId);
      doomed.push(...certificates.map((name) => ({ area: 'certificates' as const, name })));
      await clearTranslatorProfile(trx, userId);
      await releaseTranslatorJobs(trx, userId, userId, 'translator');
    }
    doomed.push(...(await erasePersonalData(trx, user)));
    await anonymiseUser(trx, userId);
    return doomed;
  });
  await Promise.all(files.map((f) => deps.storage.remove(f.area, f.name)));
  deps.logger.info({ userId }, 'account deleted');
}

import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { StorageArea } from '../../lib/storage';
import { releaseTranslatorJobs } from '../translators/release-jobs';
import { avatarFileOf } from './profile';

/**
 * DELETE /settings/account. Personal data is anonymised rather than the row removed: jobs keep their user_id for
 * finance. The token version is bumped so every session ends at once; the address is freed for a new account.
 * A translator's unfinished jobs go back to 'waiting'; their CV and certificates are removed with the avatar.
 * The last admin cannot delete their account (nobody could run the site).
 */
export async function deleteAccount(deps: AppDeps, userId: number): Promise<void> {
  const files = await deps.db.transaction(async (trx) => {
    const user: { id: number; role: string; avatar_url: string | null } | undefined = await trx('users')
      .where({ id: userId })
      .whereNull('deleted_at')
      .forUpdate()
      .first('id', 'role', 'avatar_url');
    if (!user) throw new NotFoundError();
    if (user.role === 'admin') {
      const others = await trx('users')
        .where({ role: 'admin' })
        .whereNull('deleted_at')
        .whereNot({ id: userId })
        .first('id');
      if (!others) throw new ConflictError('lastAdmin');
    }
    const doomed: { area: StorageArea; name: string }[] = [];
    const avatar = avatarFileOf(user.avatar_url);
    if (avatar) doomed.push({ area: 'avatar', name: avatar });

    if (user.role === 'translator') {
      const profile: { cv_file: string | null } | undefined = await trx('translator_profiles')
        .where({ user_id: userId })
        .first('cv_file');
      if (profile?.cv_file) doomed.push({ area: 'cv', name: profile.cv_file });
      const certificates: string[] = await trx('certificates').where({ user_id: userId }).pluck('file_name');
      doomed.push(...certificates.map((name) => ({ area: 'certificates' as const, name })));
      await trx('certificates').where({ user_id: userId }).delete();
      await trx('translator_profiles').where({ user_id: userId }).update({
        is_featured: false,
        cv_file: null,
        university_name: null,
        university_department: null,
        experience: null,
        description: null,
        updated_at: trx.fn.now(),
      });
      await releaseTranslatorJobs(trx, userId, userId, 'translator');
    }
    await trx('users')
      .where({ id: userId })
      .update({
        name: 'Silinmiş',
        surname: 'Kullanıcı',
        email: `deleted-${userId}@deleted.invalid`,
        pending_email: null,
        phone: null,
        address: null,
        birth_date: null,
        avatar_url: null,
        country: null,
        city: null,
        district: null,
        languages: null,
        email_notifications: false,
        sms_notifications: false,
        deleted_at: trx.fn.now(),
        token_version: trx.raw('token_version + 1'),
        updated_at: trx.fn.now(),
      });
    await trx('email_tokens').where({ user_id: userId }).whereNull('used_at').update({ used_at: trx.fn.now() });
    // bank details are personal data: they go with the account
    await trx('payout_details').where({ user_id: userId }).delete();
    return doomed;
  });
  await Promise.all(files.map((f) => deps.storage.remove(f.area, f.name)));
  deps.logger.info({ userId }, 'account deleted');
}

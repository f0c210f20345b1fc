import type { File } from 'formidable';
import {
  languagesText,
  type LanguagesData,
  type NotificationSettings,
  type NotificationsData,
  type Profile,
  type ProfileData,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError, ValidationError } from '../../errors/app-error';
import { acceptUpload } from '../../lib/uploads';
import { toNotificationSettings, toProfile } from './dto';
import { findNotificationColumns, findProfile, updateProfileRow, updateUserColumns } from './repository';

const avatarPrefix = '/uploads/avatar/';

export async function getProfile(deps: AppDeps, userId: number): Promise<Profile> {
  const row = await findProfile(deps.db, userId);
  if (!row) throw new NotFoundError();
  return toProfile(row);
}

/** Location values were checked against the built-in data by the contract (profileInput). */
export async function updateProfile(deps: AppDeps, userId: number, input: ProfileData): Promise<Profile> {
  await updateProfileRow(deps.db, userId, input);
  return getProfile(deps, userId);
}

export async function updateLanguages(
  deps: AppDeps,
  userId: number,
  input: LanguagesData,
): Promise<{ languages: string | null }> {
  const languages = languagesText(input.languages);
  await updateUserColumns(deps.db, userId, { languages });
  return { languages };
}

/** The stored name of an avatar we keep, from its public URL; null for anything else (an old or foreign URL). */
export function avatarFileOf(url: string | null): string | null {
  return url?.startsWith(avatarPrefix) ? url.slice(avatarPrefix.length) : null;
}

/** An image checked by its bytes, stored in the public avatar area; the previous avatar file is removed. */
export async function replaceAvatar(
  deps: AppDeps,
  userId: number,
  file: File | undefined,
): Promise<{ avatar_url: string }> {
  if (!file) throw new ValidationError({ file: 'fileRequired' }, 'fileRequired');
  const image = await acceptUpload(file, 'image', 'file');
  const previous = await findProfile(deps.db, userId);
  if (!previous) throw new NotFoundError();
  const stored = await deps.storage.put('avatar', image.tempPath, image.originalName);
  const avatarUrl = `${avatarPrefix}${stored}`;
  try {
    await updateUserColumns(deps.db, userId, { avatar_url: avatarUrl });
  } catch (err) {
    await deps.storage.remove('avatar', stored);
    throw err;
  }
  const old = avatarFileOf(previous.avatar_url);
  if (old) await deps.storage.remove('avatar', old);
  return { avatar_url: avatarUrl };
}

export async function getNotificationSettings(deps: AppDeps, userId: number): Promise<NotificationSettings> {
  const row = await findNotificationColumns(deps.db, userId);
  if (!row) throw new NotFoundError();
  return toNotificationSettings(row);
}

export async function updateNotificationSettings(
  deps: AppDeps,
  userId: number,
  input: NotificationsData,
): Promise<NotificationSettings> {
  await updateUserColumns(deps.db, userId, {
    email_notifications: input.email_notifications,
    sms_notifications: input.sms_notifications,
    // kept for any role but read only for translators: alerts go to approved translators alone
    ...(input.job_alerts ? { job_alerts: input.job_alerts } : {}),
  });
  return getNotificationSettings(deps, userId);
}

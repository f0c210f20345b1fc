import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { Profile } from 'shared-ui';
import { FileDrop } from 'shared-ui/file-drop';
import { uploadAvatar } from '../api/upload-avatar';
import { profileKey } from '../api/use-profile';
import { settingsNs } from '../settings-texts';
import { useSettingsToast } from '../utils/use-settings-toast';
import styles from './avatar-upload.module.css';

/** An object URL for a chosen file, revoked when the file changes or the component leaves. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Spec 2.10: an image only, previewed at once and uploaded with progress. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const { t } = useTranslation(settingsNs);
  const toast = useSettingsToast();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const preview = usePreview(file);
  const shown = preview ?? profile.avatar_url;
  const initials = `${profile.name.charAt(0)}${profile.surname.charAt(0)}`.toLocaleUpperCase('tr');

  const upload = async (chosen: File) => {
    setFile(chosen);
    setProgress(0);
    try {
      const { avatar_url } = await uploadAvatar(chosen, setProgress);
      await mutate(profileKey, { ...profile, avatar_url }, { revalidate: false });
      toast.success(t('avatar.uploaded'));
    } catch {
      toast.error(t('avatar.failed'));
    } finally {
      setFile(null);
      setProgress(null);
    }
  };

  return (
    <div className={styles.avatar}>
      {shown ? (
        <img className={styles.photo} src={shown} alt={t('avatar.alt')} />
      ) : (
        <span className={`${styles.photo} ${styles.initials}`} aria-hidden="true">
          {initials}
        </span>
      )}
      <div className={styles.drop}>
        <FileDrop
          label={t('avatar.label')}
          accept=".jpg,.jpeg,.png,.webp,.gif"
          hint={t('avatar.hint')}
          files={file ? [file] : []}
          progress={progress}
          disabled={progress !== null}
          onFiles={([chosen]) => chosen && void upload(chosen)}
        />
      </div>
    </div>
  );
}

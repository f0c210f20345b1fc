import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage } from 'shared-ui';
import { FileDrop } from 'shared-ui/file-drop';
import { uploadCertificate } from '../api/upload-certificate';
import { settingsNs } from '../settings-texts';
import { useSettingsToast } from '../utils/use-settings-toast';
import formStyles from './settings-form.module.css';

/** Spec 5 Other / 8: no file → 'Dosya seçiniz.'; 'Sertifika yüklendi.' or 'Yüklenemedi.'. */
export function CertificateUpload({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation(settingsNs);
  const toast = useSettingsToast();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('certificates.noFile'));
    setError(undefined);
    setProgress(0);
    try {
      const result = await uploadCertificate(file, setProgress);
      setFile(null);
      onUploaded();
      toast.success(result.message || t('certificates.uploaded'));
    } catch (err) {
      // The spec's text stands alone; the server's reason (a refused file type, a file too large) goes under it.
      toast.error(t('certificates.uploadFailed'), errorMessage(err, '') || undefined);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <FileDrop
        label={t('certificates.file')}
        accept=".pdf,.png,.jpg,.jpeg"
        hint={t('certificates.hint')}
        files={file ? [file] : []}
        progress={progress}
        error={error}
        disabled={progress !== null}
        onFiles={([chosen]) => {
          setFile(chosen ?? null);
          setError(undefined);
        }}
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={progress !== null}>
          {t('certificates.upload')}
        </Button>
      </div>
    </form>
  );
}

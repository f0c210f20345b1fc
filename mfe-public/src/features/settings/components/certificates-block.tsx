import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Spinner, errorMessage, type OwnCertificate } from 'shared-ui';
import { deleteCertificate } from '../api/delete-certificate';
import { useCertificates } from '../api/use-certificates';
import { settingsNs } from '../settings-texts';
import { fileDisplayName } from '../utils/file-display-name';
import { useSettingsToast } from '../utils/use-settings-toast';
import { CertificateItem } from './certificate-item';
import { CertificateUpload } from './certificate-upload';
import { SettingsSection } from './settings-section';
import styles from './certificates-block.module.css';

/** The translator's certificates: list, upload, delete with confirmation (spec 2.10, 7.5). */
export function CertificatesBlock() {
  const { t } = useTranslation(settingsNs);
  const toast = useSettingsToast();
  const { data, isLoading, mutate } = useCertificates();
  const [doomed, setDoomed] = useState<OwnCertificate | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!doomed) return;
    setBusy(true);
    try {
      const result = await deleteCertificate(doomed.id);
      await mutate();
      toast.success(result.message || t('certificates.deleted'));
    } catch (err) {
      toast.error(errorMessage(err, t('certificates.deleteFailed')));
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  const list = data ?? [];
  return (
    <SettingsSection title={t('certificates.title')} intro={t('certificates.intro')}>
      {isLoading ? (
        <Spinner />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('certificates.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('certificates.listLabel')}>
          {list.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} onDelete={setDoomed} />
          ))}
        </ul>
      )}
      <CertificateUpload onUploaded={() => void mutate()} />
      <ConfirmDialog
        open={doomed !== null}
        title={t('certificates.confirmTitle')}
        message={t('certificates.confirmText', { name: doomed ? fileDisplayName(doomed.file_name) : '' })}
        confirmLabel={t('certificates.delete')}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </SettingsSection>
  );
}

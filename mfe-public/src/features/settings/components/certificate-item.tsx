import { useTranslation } from 'react-i18next';
import { Button, type OwnCertificate } from 'shared-ui';
import { settingsNs } from '../settings-texts';
import { fileDisplayName } from '../utils/file-display-name';
import styles from './certificates-block.module.css';

interface CertificateItemProps {
  certificate: OwnCertificate;
  onDelete: (certificate: OwnCertificate) => void;
}

/** One certificate: its original name, upload date, a view link (signed, short-lived) and delete. */
export function CertificateItem({ certificate, onDelete }: CertificateItemProps) {
  const { t, i18n } = useTranslation(settingsNs);
  const name = fileDisplayName(certificate.file_name);
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(certificate.uploaded_at));
  return (
    <li className={styles.item}>
      <span className={styles.icon} aria-hidden="true">
        ▤
      </span>
      <div className={styles.meta}>
        <span className={styles.name}>{name}</span>
        <span className={styles.date}>{t('certificates.uploadedOn', { date })}</span>
      </div>
      <div className={styles.actions}>
        <a
          className={styles.view}
          href={certificate.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('certificates.viewLabel', { name })}
        >
          {t('certificates.view')}
        </a>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('certificates.deleteLabel', { name })}
          onClick={() => onDelete(certificate)}
        >
          {t('certificates.delete')}
        </Button>
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './assigned-job-card.module.css';

/** The source document, once the translator may read it (the server sends no link before payment). */
export function DocumentLink({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation('translator');
  return (
    <p className={styles.document}>
      <span className={styles.label}>{t('job.document')}: </span>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" download>
          {t('job.openDocument', { name })}
        </a>
      ) : (
        <span className={styles.muted}>{t('job.documentLocked')}</span>
      )}
    </p>
  );
}

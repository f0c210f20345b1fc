import { useTranslation } from 'react-i18next';
import { formatMoment, type OutputFileDto } from 'shared-ui';
import styles from './job-page.module.css';

/**
 * Files of deliveries a revision replaced: kept for the record, apart from the current files, each saying when it
 * was replaced, so nobody hands an old version to an institution by mistake.
 */
export function EarlierDeliveries({ files }: { files: OutputFileDto[] | undefined }) {
  const { t, i18n } = useTranslation('customer');
  if (!files?.length) return null;
  return (
    <section aria-label={t('jobPage.earlierFiles')} data-testid="earlier-deliveries">
      <h3 className={styles.subheading}>{t('jobPage.earlierFiles')}</h3>
      <p className={styles.muted}>{t('jobPage.earlierFilesHint')}</p>
      <ul className={styles.earlier}>
        {files.map((file) => (
          <li key={file.file_name}>
            <a href={file.url} download={file.display_name}>
              {file.display_name}
            </a>{' '}
            <span className={styles.muted}>
              {t('jobPage.replacedAt', { date: formatMoment(file.replaced_at ?? file.uploaded_at, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { RevisionRequestDto } from 'shared-ui';
import styles from './assigned-job-card.module.css';

/** What the customer asked to fix, in their words, with the files they attached. */
export function RevisionReason({ request }: { request: RevisionRequestDto }) {
  const { t } = useTranslation('translator');
  return (
    <div className={styles.revisionReason}>
      <p className={styles.revisionLabel}>{t('assigned.revisionReason')}</p>
      <blockquote className={styles.reasonText}>{request.reason}</blockquote>
      {request.files.length > 0 && (
        <ul className={styles.reasonFiles} aria-label={t('assigned.revisionFiles')}>
          {request.files.map((f) => (
            <li key={f.id}>
              <a href={f.url} download={f.display_name}>
                {f.display_name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

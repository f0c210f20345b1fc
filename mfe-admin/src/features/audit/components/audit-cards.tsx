import { useTranslation } from 'react-i18next';
import { formatMoment, type AdminAuditEntryDto } from 'shared-ui';
import { AuditChange } from './audit-change';
import styles from './audit.module.css';

/** On a phone the actions read as cards, one under another, each with all it says: no sideways scrolling. */
export function AuditCards({ entries }: { entries: AdminAuditEntryDto[] }) {
  const { t, i18n } = useTranslation('admin-audit');
  if (!entries.length) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <ol className={styles.cards} aria-label={t('caption')}>
      {entries.map((e) => (
        <li key={e.id} className={styles.card}>
          <p className={styles.cardHead}>
            <strong>{t(`action.${e.action}`, { defaultValue: e.action })}</strong>
            <span className={styles.muted}>{t(`kind.${e.kind}`)}</span>
          </p>
          <p className={styles.muted}>
            {formatMoment(e.at, i18n.language)} · {e.actor_name ?? t('removedActor')}
          </p>
          {(e.job_code || e.subject_label || e.object_key) && (
            <p className={styles.stack}>
              {e.job_code && <span>{e.job_code}</span>}
              {e.subject_label && <span className={styles.person}>{e.subject_label}</span>}
              {e.object_key && <span className={styles.muted}>{e.object_key}</span>}
            </p>
          )}
          <AuditChange entry={e} />
        </li>
      ))}
    </ol>
  );
}

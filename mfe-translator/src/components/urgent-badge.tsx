import { useTranslation } from 'react-i18next';
import styles from './badges.module.css';

/** Says in words what the highlighted row shows in colour: the job is due within two days. */
export function UrgentBadge() {
  const { t } = useTranslation('translator');
  return (
    <span className={[styles.badge, styles.urgent].join(' ')} title={t('open.urgentHint')}>
      {t('open.urgent')}
      <span className={styles.urgentHint}>· {t('open.urgentHint')}</span>
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { applyNs } from '../apply-texts';
import styles from './apply-form.module.css';

/** After a successful application: what happens next (e-mail verification, then the review). */
export function ApplicationSent() {
  const { t } = useTranslation(applyNs);
  return (
    <div className={styles.sent} role="status">
      <p className={styles.sentIcon} aria-hidden="true">
        ✓
      </p>
      <h2 className={styles.sentTitle}>{t('form.success')}</h2>
      <p className={styles.sentText}>{t('form.successNext')}</p>
      <Link to={paths.home}>{t('form.backHome')}</Link>
    </div>
  );
}

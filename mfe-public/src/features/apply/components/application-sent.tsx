import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from 'shared-ui';
import { useScrollTarget } from 'shared-ui/data-table';
import { applyNs } from '../apply-texts';
import styles from './apply-form.module.css';

/**
 * After a successful application: what happens next (e-mail verification, then the review). It takes the long form's
 * place, so the view and the focus move to its title: the applicant pressed "send" at the foot of the form.
 */
export function ApplicationSent() {
  const { t } = useTranslation(applyNs);
  const title = useScrollTarget<HTMLHeadingElement>();
  useEffect(() => title.moveHere(), [title.moveHere]);
  return (
    <div className={styles.sent} role="status">
      <p className={styles.sentIcon} aria-hidden="true">
        ✓
      </p>
      <h2 ref={title.ref} tabIndex={-1} className={styles.sentTitle}>
        {t('form.success')}
      </h2>
      <p className={styles.sentText}>{t('form.successNext')}</p>
      <Link to={paths.home}>{t('form.backHome')}</Link>
    </div>
  );
}

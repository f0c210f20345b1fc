import { useTranslation } from 'react-i18next';
import styles from './remote-error.module.css';

export function RemoteError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.box} role="alert">
      <h2>{t('states.sectionFailed')}</h2>
      <p>{t('states.sectionFailedHint')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </section>
  );
}

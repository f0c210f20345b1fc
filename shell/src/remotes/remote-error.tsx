import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markScreenSettled } from 'shared-ui';
import styles from './remote-error.module.css';

/**
 * "This section could not be loaded" with a retry; for a remote built for other shared versions (`outdated`),
 * the retry is a reload of the page, which brings the shell and registry that belong together.
 */
export function RemoteError({ onRetry, outdated = false }: { onRetry: () => void; outdated?: boolean }) {
  const { t } = useTranslation('common');
  useEffect(markScreenSettled, []); // the page's screen is this error: the retry must be in reach
  return (
    <section className={styles.box} role="alert">
      <h2>{t('states.sectionFailed')}</h2>
      <p>{t(outdated ? 'states.sectionOutdatedHint' : 'states.sectionFailedHint')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t(outdated ? 'actions.reload' : 'actions.retry')}
      </button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { DateConverter } from 'shared-ui/date-converter';
import styles from './date-converter-tab.module.css';

/** The translator panel's "Tarih çevirici" tab: the shared converter under a one-line intro. */
export function DateConverterTab() {
  const { t } = useTranslation('translator');
  return (
    <div className={styles.tab}>
      <p className={styles.intro}>{t('dateConverter.intro')}</p>
      <DateConverter />
    </div>
  );
}

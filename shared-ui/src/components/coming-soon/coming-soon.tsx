import { useTranslation } from 'react-i18next';
import styles from './coming-soon.module.css';

/** An honest notice for a panel whose screens are not built yet: no fake data. */
export function ComingSoon({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.box} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title ?? t('comingSoon.title')}</h1>
      <p>{t('comingSoon.body')}</p>
    </section>
  );
}

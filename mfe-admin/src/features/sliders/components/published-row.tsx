import { useTranslation } from 'react-i18next';
import type { SliderDto } from 'shared-ui';
import styles from './sliders.module.css';

/** Spec 2.9.7: the published slides in their homepage order, counted as n / 5 (shown, not enforced). */
export const publishedTarget = 5;

export function PublishedRow({ sliders }: { sliders: SliderDto[] }) {
  const { t } = useTranslation('admin-sliders');
  const published = sliders.filter((s) => s.status);
  return (
    <section className={styles.card} aria-labelledby="admin-sliders-published-title">
      <div className={styles.cardHead}>
        <h2 id="admin-sliders-published-title" className={styles.cardTitle}>
          {t('published.title')}
        </h2>
        <p className={styles.count} aria-live="polite">
          <span className="visually-hidden">{t('published.countLabel')} </span>
          {published.length} / {publishedTarget}
        </p>
      </div>
      {published.length === 0 ? (
        <p className={styles.empty}>{t('published.empty')}</p>
      ) : (
        // It scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
        <ol className={styles.strip} tabIndex={0} aria-labelledby="admin-sliders-published-title">
          {published.map((slide) => (
            <li key={slide.id} className={styles.stripItem}>
              <img src={slide.image} alt="" loading="lazy" />
              <span>{slide.title}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { homeNs } from '../home-texts';
import styles from './testimonials.module.css';

interface StaticTestimonial {
  name: string;
  role: string;
  comment: string;
}

function isTestimonialList(value: unknown): value is StaticTestimonial[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && 'comment' in item);
}

/** The four fixed reviews of spec 2.4, all five stars. */
export function StaticTestimonials() {
  const { t } = useTranslation(homeNs);
  const items: unknown = t('testimonials.items', { returnObjects: true });
  const list = isTestimonialList(items) ? items : [];
  return (
    <ul className={styles.list}>
      {list.map((item) => (
        <li key={item.name} className={styles.card}>
          <figure className={styles.figure}>
            <p className={styles.stars} role="img" aria-label={t('testimonials.stars', { count: 5 })}>
              ★★★★★
            </p>
            <blockquote className={styles.quote}>
              <p>{item.comment}</p>
            </blockquote>
            <figcaption className={styles.author}>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.role}>{item.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

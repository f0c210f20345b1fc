import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { homeNs } from '../home-texts';
import styles from './star-rating.module.css';

interface StarRatingProps {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}

/** Five native radio buttons drawn as stars: arrow keys, labels and the required-ness come from the platform. */
export function StarRating({ value, onChange, error }: StarRatingProps) {
  const { t } = useTranslation(homeNs);
  const name = useId();
  const [hover, setHover] = useState(0);
  const lit = hover || value;
  return (
    <fieldset
      className={styles.rating}
      aria-describedby={error ? `${name}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{t('form.rating')}</legend>
      <div className={styles.stars} onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={styles.star} onMouseEnter={() => setHover(stars)}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true" className={stars <= lit ? styles.lit : styles.unlit}>
              ★
            </span>
            <span className={styles.srOnly}>{t('form.star', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

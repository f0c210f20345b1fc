import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingDto } from 'shared-ui';
import { ratingsNs } from './ratings-texts';
import styles from './rating-view.module.css';

/** "★★★★☆", read out as "4 out of 5". */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation(ratingsNs);
  return (
    <span className={styles.stars} role="img" aria-label={t('outOf', { count })}>
      {'★'.repeat(count)}
      {'☆'.repeat(5 - count)}
    </span>
  );
}

/** A rating as every side sees it: the stars, the customer's words and the translator's answer. */
export function RatingView({ rating }: { rating: RatingDto }) {
  const { t } = useTranslation(ratingsNs);
  return (
    <div className={styles.rating} data-testid="rating-view">
      <Stars count={rating.stars} />
      {rating.comment ? (
        <p className={styles.comment}>{rating.comment}</p>
      ) : (
        <p className={styles.muted}>{t('noComment')}</p>
      )}
      {rating.answer && (
        <p className={styles.answer}>
          <span className={styles.answerLabel}>{t('answer')}</span>
          {rating.answer}
        </p>
      )}
    </div>
  );
}

/**
 * Five stars to choose from: a radio group, so the keyboard (arrows) and screen readers ("3 stars, 3 of 5") work as
 * for any choice. Drawn right to left so that CSS can light up the chosen star and those before it.
 */
export function StarsInput({
  value,
  onChange,
  legend,
}: {
  value: number;
  onChange: (stars: number) => void;
  legend: string;
}) {
  const { t } = useTranslation(ratingsNs);
  const name = useId();
  return (
    <fieldset className={styles.starsInput}>
      <legend className="visually-hidden">{legend}</legend>
      {[5, 4, 3, 2, 1].map((stars) => (
        <Fragment key={stars}>
          <input
            type="radio"
            id={`${name}-${stars}`}
            name={name}
            value={stars}
            checked={value === stars}
            onChange={() => onChange(stars)}
          />
          <label
            htmlFor={`${name}-${stars}`}
            aria-label={t('stars', { count: stars })}
            title={t('stars', { count: stars })}
          >
            ★
          </label>
        </Fragment>
      ))}
    </fieldset>
  );
}

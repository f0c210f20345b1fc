import { useTranslation } from 'react-i18next';
import { Button, type AdminOfferDto, formatDay, formatLira } from 'shared-ui';
import { useRecordFormat } from '../../../utils/translator-record';
import styles from './job-detail.module.css';

interface Props {
  offers: AdminOfferDto[];
  /** Absent when the job cannot be assigned now. */
  onChoose?: (offer: AdminOfferDto) => void;
}

/**
 * The translators' offers, each with its translator's record; choosing one fills the assign form with its
 * translator, the translator's price and date. A list rather than a table: each offer's line wraps on a phone, so
 * its button stays on the screen (a four-column table was wider than the dialog at 390 px).
 */
export function JobOffers({ offers, onChoose }: Props) {
  const { t, i18n } = useTranslation('admin-jobs');
  const record = useRecordFormat();
  if (offers.length === 0) return <p className={styles.muted}>{t('detail.noOffers')}</p>;
  return (
    <ul className={styles.offers} aria-label={t('detail.offerCaption')}>
      {offers.map((offer) => (
        <li key={offer.id} className={styles.offer}>
          <div className={styles.offerWho}>
            <span className={styles.offerName}>{offer.translator_name}</span>
            {offer.translator_record && (
              <span className={styles.record} data-testid={`offer-record-${offer.translator_id}`}>
                {record.summary(offer.translator_record)}
              </span>
            )}
          </div>
          <dl className={styles.offerTerms}>
            <div>
              <dt>{t('detail.offerPrice')}</dt>
              <dd>{formatLira(offer.price, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('detail.offerDate')}</dt>
              <dd>{formatDay(offer.delivery_date, i18n.language)}</dd>
            </div>
          </dl>
          {onChoose && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onChoose(offer)}
              aria-label={`${t('detail.chooseOffer')}: ${offer.translator_name}`}
            >
              {t('detail.chooseOffer')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

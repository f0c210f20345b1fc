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
 * The translators' offers, each with its translator's record (issue 13); choosing one fills the assign form with its
 * translator, price and date.
 */
export function JobOffers({ offers, onChoose }: Props) {
  const { t, i18n } = useTranslation('admin-jobs');
  const record = useRecordFormat();
  if (offers.length === 0) return <p className={styles.muted}>{t('detail.noOffers')}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('detail.offerCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('detail.offerTranslator')}</th>
          <th scope="col">{t('detail.offerPrice')}</th>
          <th scope="col">{t('detail.offerDate')}</th>
          {onChoose && (
            <th scope="col">
              <span className="visually-hidden">{t('col.actions')}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => (
          <tr key={offer.id}>
            <td>
              {offer.translator_name}
              {offer.translator_record && (
                <span className={styles.record} data-testid={`offer-record-${offer.translator_id}`}>
                  {record.summary(offer.translator_record)}
                </span>
              )}
            </td>
            <td>{formatLira(offer.price, i18n.language)}</td>
            <td>{formatDay(offer.delivery_date, i18n.language)}</td>
            {onChoose && (
              <td>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onChoose(offer)}
                  aria-label={`${t('detail.chooseOffer')}: ${offer.translator_name}`}
                >
                  {t('detail.chooseOffer')}
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

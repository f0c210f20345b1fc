import { useTranslation } from 'react-i18next';
import { numberFormat, type TranslatorRecordDto } from 'shared-ui';

/**
 * How the office reads a translator's record, the same in Tercümanlar and beside an offer: a share as
 * "92%", the average as "4.6 ★ (12)", and "—" where there is nothing to measure yet.
 */
export function useRecordFormat() {
  const { t, i18n } = useTranslation('admin');
  const percent = (rate: number | null) =>
    rate === null ? '—' : numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(rate);
  const rating = (record: TranslatorRecordDto) =>
    record.average_rating === null
      ? '—'
      : `${record.average_rating.toLocaleString(i18n.language, { minimumFractionDigits: 1 })} ★ (${record.ratings})`;
  const summary = (record: TranslatorRecordDto) =>
    record.completed === 0
      ? t('record.none')
      : t('record.summary', {
          count: record.completed,
          onTime: percent(record.on_time_rate),
          revised: percent(record.revision_rate),
          rating: rating(record),
        });
  return { percent, rating, summary };
}

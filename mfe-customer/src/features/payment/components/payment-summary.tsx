import { formatDay, type CustomerJobDto } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../layout/card';
import styles from './payment.module.css';
import { useLanguageName } from '../../upload/api/use-language-name';

/** What is being paid for: code, file, languages, type and delivery date. */
export function PaymentSummary({ job }: { job: CustomerJobDto }) {
  const { t, i18n } = useTranslation('customer');
  const langName = useLanguageName();
  const rows: [string, string][] = [
    [t('payment.code'), job.code],
    [t('payment.file'), job.display_name],
    [
      t('payment.languages'),
      t('jobs.languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) }),
    ],
    [t('payment.type'), t(`common:translationTypes.${job.translation_type}`)],
    [t('payment.delivery'), formatDay(job.delivery_date, i18n.language)],
  ];
  return (
    <Card title={t('payment.summary')}>
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

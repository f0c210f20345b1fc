import { useTranslation } from 'react-i18next';
import type { CustomerJobDto } from 'shared-ui';
import { NameSheetTable, useSpecialtyFacts } from 'shared-ui/job-specialties';
import { Card } from '../../../layout/card';
import styles from './job-page.module.css';

/**
 * What the customer ordered, as the translator and the office read it: the type and field, the script, the
 * Ottoman intake (output, pages, legibility), the country of use with its legalisation route, and the name sheet.
 */
export function JobOrderFacts({ job }: { job: CustomerJobDto }) {
  const { t } = useTranslation('customer');
  const specialties = useSpecialtyFacts(job);
  const facts: [string, string][] = [
    [t('upload.translationType'), t(`common:translationTypes.${job.translation_type}`)],
    [t('upload.specialization'), t(`common:specializations.${job.specialization}`)],
    ...(job.hat_tur_name ? [[t('upload.hatTur'), job.hat_tur_name] as [string, string]] : []),
    ...specialties,
  ];
  return (
    <Card title={t('jobPage.ordered')}>
      <dl className={styles.facts} data-testid="job-order-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <NameSheetTable rows={job.name_sheet} />
    </Card>
  );
}

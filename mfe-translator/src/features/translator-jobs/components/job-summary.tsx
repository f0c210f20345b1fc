import { useTranslation } from 'react-i18next';
import type { Specialization, TranslationType } from 'shared-ui';
import styles from './panel.module.css';

interface JobSummarySource {
  source_lang: string;
  target_lang: string;
  translation_type: TranslationType;
  specialization: Specialization;
  hat_tur_name: string | null;
  description?: string;
}

/** A table cell's worth of a job: languages, type, specialization, script type and the start of the description. */
export function JobSummary({ job }: { job: JobSummarySource }) {
  const { t } = useTranslation('translator');
  const { t: common } = useTranslation('common');
  const details = [common(`translationTypes.${job.translation_type}`), common(`specializations.${job.specialization}`)];
  if (job.hat_tur_name) details.push(`${t('job.hatTur')}: ${job.hat_tur_name}`);
  return (
    <div className={styles.summary}>
      <span className={styles.pair}>{t('job.languagePair', { source: job.source_lang, target: job.target_lang })}</span>
      <span className={styles.details}>{details.join(' · ')}</span>
      {job.description && <span className={styles.excerpt}>{job.description}</span>}
    </div>
  );
}

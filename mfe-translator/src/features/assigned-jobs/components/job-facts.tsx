import { formatDay, type Specialization, type TranslationType } from 'shared-ui';
import { useSpecialtyFacts, type SpecialtySource } from 'shared-ui/job-specialties';
import { useLanguageName, useScriptTypeName } from 'shared-ui/language-names';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../utils/use-locale';
import styles from './job-facts.module.css';

export interface JobFactsSource extends SpecialtySource {
  source_lang: string;
  target_lang: string;
  translation_type: TranslationType;
  specialization: Specialization;
  hat_tur_name: string | null;
  delivery_date: string;
}

/** Languages, type, specialization, script type (only when the job has one) and delivery date, as a list of terms. */
export function JobFacts({ job }: { job: JobFactsSource }) {
  const { t } = useTranslation('translator');
  const { t: common } = useTranslation('common');
  const lang = useLocale();
  const langName = useLanguageName();
  const scriptTypeName = useScriptTypeName();
  const specialties = useSpecialtyFacts(job);
  const facts: [string, string][] = [
    [
      t('job.languages'),
      t('job.languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) }),
    ],
    [t('job.type'), common(`translationTypes.${job.translation_type}`)],
    [t('job.specialization'), common(`specializations.${job.specialization}`)],
    ...(job.hat_tur_name ? ([[t('job.hatTur'), scriptTypeName(job.hat_tur_name)]] as [string, string][]) : []),
    // the Ottoman intake and where the translation will be used: what the work and its readers ask for
    ...specialties,
    [t('job.deliveryDate'), formatDay(job.delivery_date, lang)],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

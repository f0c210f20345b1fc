import { useTranslation } from 'react-i18next';
import type { NameSheetRow, Specialization, TranslationType } from 'shared-ui';
import { NameSheetTable, useSpecialtyFacts, type SpecialtySource } from 'shared-ui/job-specialties';
import { useLanguageName, useScriptTypeName } from 'shared-ui/language-names';
import styles from './panel.module.css';

interface JobSummarySource extends Partial<SpecialtySource> {
  source_lang: string;
  target_lang: string;
  translation_type: TranslationType;
  specialization: Specialization;
  hat_tur_name: string | null;
  description?: string;
  name_sheet?: NameSheetRow[];
}

const noSpecialties: SpecialtySource = {
  ottoman_output: null,
  page_count: null,
  legibility: null,
  legalisation_country: null,
  legalisation_route: null,
};

/** A table cell's worth of a job: languages, type, specialization, script type and the start of the description. */
export function JobSummary({ job }: { job: JobSummarySource }) {
  const { t } = useTranslation('translator');
  const { t: common } = useTranslation('common');
  const langName = useLanguageName();
  const scriptTypeName = useScriptTypeName();
  const details = [common(`translationTypes.${job.translation_type}`), common(`specializations.${job.specialization}`)];
  if (job.hat_tur_name) details.push(`${t('job.hatTur')}: ${scriptTypeName(job.hat_tur_name)}`);
  // before bidding: the Ottoman intake, where it will be used, and the names to write as listed
  const specialties = useSpecialtyFacts({ ...noSpecialties, ...job });
  details.push(...specialties.map(([term, value]) => `${term}: ${value}`));
  const sheet = job.name_sheet ?? [];
  return (
    <div className={styles.summary}>
      <span className={styles.pair}>
        {t('job.languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) })}
      </span>
      <span className={styles.details}>{details.join(' · ')}</span>
      {job.description && <span className={styles.excerpt}>{job.description}</span>}
      {sheet.length > 0 && (
        <details className={styles.sheet}>
          <summary>{t('job.nameSheet', { count: sheet.length })}</summary>
          <NameSheetTable rows={sheet} />
        </details>
      )}
    </div>
  );
}

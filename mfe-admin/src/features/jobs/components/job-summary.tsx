import { JobStatusBadge, formatDay, formatMoment, formatLira, type AdminJobDto } from 'shared-ui';
import { isCertifiedTranslation } from 'shared-ui/contracts';
import { NameSheetTable, useSpecialtyFacts } from 'shared-ui/job-specialties';
import { useLanguageName, useScriptTypeName } from 'shared-ui/language-names';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerName } from '../utils/job-rules';
import styles from './job-detail.module.css';

/**
 * A certified translation completed without the checklist: a client following spec 7.3 sends only `job_id`
 * (api/src/modules/translator-jobs/translator-work.ts records it), so the office checks the delivery itself.
 */
const completedUnconfirmed = (job: AdminJobDto) =>
  isCertifiedTranslation(job.translation_type) &&
  !job.completion_checklist &&
  (job.status === 'completed' || job.status === 'revision_requested');

/** The facts of a job, as a description list. */
export function JobSummary({ job }: { job: AdminJobDto }) {
  const { t, i18n } = useTranslation('admin-jobs');
  const lang = i18n.language;
  const specialties = useSpecialtyFacts(job);
  const langName = useLanguageName();
  const scriptTypeName = useScriptTypeName();
  const rows: [string, ReactNode][] = [
    [t('col.status'), <JobStatusBadge key="s" job={job} />],
    [t('detail.customer'), [customerName(job), job.user_email].filter(Boolean).join(' · ') || t('none')],
    [t('detail.file'), job.file_url ? <a href={job.file_url}>{job.display_name}</a> : job.display_name],
    [t('col.languages'), t('languagePair', { source: langName(job.source_lang), target: langName(job.target_lang) })],
    [t('col.type'), t(`common:translationTypes.${job.translation_type}`)],
    [t('detail.specialization'), t(`common:specializations.${job.specialization}`)],
    ...(job.hat_tur_name ? [[t('detail.scriptType'), scriptTypeName(job.hat_tur_name)] as [string, string]] : []),
    ...specialties,
    [t('col.delivery'), formatDay(job.delivery_date, lang)],
    [t('col.price'), job.admin_price === null ? t('noPrice') : formatLira(job.admin_price, lang)],
    [
      t('detail.translatorPrice'),
      job.translator_price === null ? t('noPrice') : formatLira(job.translator_price, lang),
    ],
    [t('col.translator'), job.assigned_translator_name ?? t('none')],
    [t('col.paid'), job.is_paid ? t('paid') : t('unpaid')],
    [t('detail.created'), formatMoment(job.created_at, lang)],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.payment_notified_at && !job.is_paid && job.status === 'waiting_payment' && (
        <p className={styles.notice}>{t('paymentNotified')}</p>
      )}
      <p className={styles.description}>
        <strong>{t('detail.description')}:</strong> {job.description}
      </p>
      <NameSheetTable rows={job.name_sheet} />
      {completedUnconfirmed(job) && <p className={styles.notice}>{t('detail.checklistNotConfirmed')}</p>}
      {job.completion_checklist && (
        <p className={styles.muted}>
          {t('detail.checklistConfirmed', { date: formatMoment(job.completion_checklist.confirmed_at, lang) })}
        </p>
      )}
    </>
  );
}

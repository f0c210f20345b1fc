import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, type TranslatorJobDto, formatLira } from 'shared-ui';
import { NameSheetTable, PastDueBadge } from 'shared-ui/job-specialties';
import { useLocale } from '../../../utils/use-locale';
import { DocumentLink } from './document-link';
import { JobFacts } from './job-facts';
import { JobStatusBadge } from '../../../components/job-status-badge';
import { MarkCompleteAction } from './mark-complete-action';
import { OutputFileList } from './output-file-list';
import { OutputUpload } from './output-upload';
import { RevisionReason } from './revision-reason';
import { DeadlineRequest } from './deadline-request';
import styles from './assigned-job-card.module.css';

/** One assigned job: what it is, the document, the outputs and completion (spec 2.8, 4.1 step 5). */
export function AssignedJobCard({ job, onChanged }: { job: TranslatorJobDto; onChanged: () => void }) {
  const { t } = useTranslation('translator');
  const lang = useLocale();
  const inWork = job.status === 'in_progress' || job.status === 'revision_requested';
  const revision = job.status === 'revision_requested';
  const headingId = `assigned-job-${job.id}`;
  const [uploadAttempts, setUploadAttempts] = useState(0);

  return (
    <article className={[styles.card, revision ? styles.revision : ''].join(' ')} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h3 id={headingId} className={styles.code}>
          {job.code}
        </h3>
        <JobStatusBadge status={job.status} />
        <PastDueBadge job={job} />
        {job.translator_price !== null && (
          <span className={styles.price}>
            {t('job.yourPrice')}: <strong>{formatLira(job.translator_price, lang)}</strong>
          </span>
        )}
      </header>
      {revision && <Alert tone="warning">{t('assigned.revisionHint')}</Alert>}
      {revision && job.revision_request && <RevisionReason request={job.revision_request} />}
      {job.status === 'waiting_payment' && <Alert tone="info">{t('assigned.waitingPaymentHint')}</Alert>}
      <JobFacts job={job} />
      {job.description && <p className={styles.description}>{job.description}</p>}
      <NameSheetTable rows={job.name_sheet} />
      <DocumentLink url={job.file_url} name={job.display_name} />
      <OutputFileList jobId={job.id} files={job.output_files} canDelete={inWork} onChanged={onChanged} />
      {(inWork || job.deadline_request) && <DeadlineRequest job={job} canAsk={inWork} onChanged={onChanged} />}
      {inWork && (
        <>
          <OutputUpload jobId={job.id} onUploaded={onChanged} onAttempt={() => setUploadAttempts((n) => n + 1)} />
          <MarkCompleteAction
            job={job}
            files={job.output_files}
            uploadAttempts={uploadAttempts}
            onCompleted={onChanged}
          />
        </>
      )}
    </article>
  );
}

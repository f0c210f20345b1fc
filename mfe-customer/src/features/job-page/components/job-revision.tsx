import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, whatsappLink, type CustomerJobDto } from 'shared-ui';
import { RevisionDialog } from '../../revision';
import styles from './job-page.module.css';

/**
 * On a completed job: "Revizyon iste" opens the form (also on arrival from a row's link, ?revizyon=1); once
 * asked, a note says it is with the office. WhatsApp stays as an extra.
 */
export function JobRevision({ job }: { job: CustomerJobDto }) {
  const { t } = useTranslation('customer');
  const [search, setSearch] = useSearchParams();
  const [open, setOpen] = useState(search.get('revizyon') === '1');
  if (job.status !== 'completed') return null;
  const close = () => {
    setOpen(false);
    if (search.has('revizyon')) setSearch({}, { replace: true });
  };
  return (
    <div className={styles.revision}>
      {job.revision_pending ? (
        <Alert tone="info">{t('revision.pending')}</Alert>
      ) : (
        <Button onClick={() => setOpen(true)}>{t('revision.open')}</Button>
      )}
      <a
        className={styles.extra}
        href={whatsappLink(t('jobs.revisionMessage', { code: job.code }))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('revision.whatsapp')}
      </a>
      {!job.revision_pending && <RevisionDialog jobId={job.id} code={job.code} open={open} onClose={close} />}
    </div>
  );
}

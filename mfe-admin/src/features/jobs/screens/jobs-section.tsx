import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert, Spinner, errorMessage, type AdminJobDto } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { ADMIN_JOBS_PAGE_SIZE, noFilters, useAdminJobs, type AdminJobFilters } from '../api/use-admin-jobs';
import { useWaitingDeadlineRequests } from '../api/use-waiting-deadline-requests';
import { JobDetailModal } from '../components/job-detail-modal';
import type { JobRowAction } from '../components/job-row-actions';
import { statusFilterOf } from '../components/status-filter';
import { TransitionDialog } from '../components/transition-dialog';
import { useJobColumns } from '../components/use-job-columns';
import { WaitingDeadlineRequests } from '../components/waiting-deadline-requests';
import { useTransitionConfirm, type Notice } from '../components/use-transition-confirm';
import styles from '../components/jobs-section.module.css';
import { jobsTexts } from '../jobs-texts';
import { JobsSectionHead, JobsSectionPage } from './jobs-section-frame';
import { paperShippingTexts } from '../paper-shipping-texts';

/** The server's order (newest first), which the job codes follow. */
const NEWEST_FIRST = { key: 'code', direction: 'descending' } as const;

/**
 * Spec 2.9 İşler: every job, server paged 10 a page, a status filter, the office's search (kept in the address as
 * ?q=, so a search can be shared, reloaded and left with the back button), and the admin's actions.
 */
export function JobsSection() {
  const { t } = useTranslation('admin-jobs');
  const [address, setAddress] = useSearchParams();
  const search = address.get('q') ?? '';
  // the dashboard's to-do list links here with ?status= (dashboard/components/todo-card.tsx)
  const [filters, setFilters] = useState(() => ({ ...noFilters, status: statusFilterOf(address.get('status')) }));
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const { jobs, total, totalCapped, error, isLoading } = useAdminJobs(page, filters, search);
  // The due-date requests stand above the table: both come at once, or the table would jump down when they arrive.
  const listReady = useWaitingDeadlineRequests().answered && !(isLoading && jobs.length === 0);
  const filterBy = (name: keyof AdminJobFilters) => (value: string) => {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  };
  const searchFor = useCallback(
    (text: string) => {
      setAddress(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set('q', text);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
      setPage(1);
    },
    [setAddress],
  );
  const confirm = useTransitionConfirm(setNotice);

  const onAction = (action: JobRowAction, job: AdminJobDto) => {
    setNotice(null);
    if (action === 'details' || action === 'assign') setOpened(job.id);
    else confirm.ask(action, job);
  };
  const columns = useJobColumns(onAction);

  return (
    <JobsSectionPage>
      <JobsSectionHead search={search} onSearch={searchFor} filters={filters} filterBy={filterBy} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {listReady && <WaitingDeadlineRequests onOpen={setOpened} />}
      {!listReady ? (
        <Spinner />
      ) : error ? (
        <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
      ) : (
        <div className={styles.dense}>
          <p className={styles.muted}>
            {totalCapped ? t('search.capped', { count: total }) : t('total', { count: total })}
          </p>
          <DataTable
            caption={t('caption')}
            captionHidden
            columns={columns}
            rows={jobs}
            rowKey={(job) => job.id}
            pageSize={ADMIN_JOBS_PAGE_SIZE}
            page={page}
            total={total}
            onPageChange={setPage}
            presorted={NEWEST_FIRST}
            emptyText={search ? t('search.empty', { search }) : t('empty')}
            data-testid="admin-jobs"
          />
        </div>
      )}
      <TransitionDialog confirm={confirm} />
      {opened !== null && (
        <JobDetailModal
          jobId={opened}
          onClose={() => setOpened(null)}
          onAssigned={() => {
            setOpened(null);
            setNotice({ tone: 'success', text: t('done.assign') });
          }}
        />
      )}
    </JobsSectionPage>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [jobsTexts, paperShippingTexts];

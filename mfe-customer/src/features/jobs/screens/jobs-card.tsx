import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ConfirmDialog, Spinner, errorMessage, useMediaQuery, type CustomerJobDto } from 'shared-ui';
import { Tabs, tabId } from 'shared-ui/tabs';
import { DataTable, Pagination, useScrollTarget, type SortState } from 'shared-ui/data-table';
import { Card } from '../../../layout/card';
import {
  CUSTOMER_JOBS_PAGE_SIZE,
  useCustomerJobs,
  type CustomerJobsRequest,
  type CustomerJobsSortField,
} from '../api/use-customer-jobs';
import type { JobTab } from '../utils/job-rules';
import type { JobAction } from '../components/job-row-actions';
import { JobCardList } from '../components/job-card-list';
import { serverSortOf, useJobColumns } from '../components/use-job-columns';
import { useJobConfirm } from '../components/use-job-confirm';
import styles from '../components/jobs-table.module.css';

/**
 * Spec 2.7: the jobs table with tabs active, completed and cancelled, sortable, 5 rows a page. The server splits,
 * sorts and pages (GET /user/jobs?tab=…) and counts every tab for the labels.
 */
export function JobsCard() {
  const { t } = useTranslation('customer');
  const [tab, setTab] = useState<JobTab>('active');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | undefined>();
  const request: CustomerJobsRequest = { tab, page, sort: sort && toServerSort(sort) };
  // The counts of the last answer stay on the labels while another tab's first page loads.
  const { tabs } = useCustomerJobs(request);
  const confirm = useJobConfirm();
  const listTop = useScrollTarget();
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const code = confirm.pending?.item.code ?? '';
  const deleting = confirm.pending?.action === 'delete';

  const showTab = (next: JobTab) => {
    setTab(next);
    setPage(1);
  };
  const sortBy = (next: SortState) => {
    setSort(next);
    setPage(1);
  };

  return (
    <Card title={t('jobs.title')} headingRef={listTop.ref}>
      <Tabs
        className={styles.tabs}
        wrap
        idPrefix={prefix}
        panelId={panelId}
        value={tab}
        onChange={showTab}
        items={[
          { value: 'active', label: t('jobs.tabActive'), count: tabs?.active },
          { value: 'done', label: t('jobs.tabDone'), count: tabs?.done },
          { value: 'cancelled', label: t('jobs.tabCancelled'), count: tabs?.cancelled },
        ]}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, tab)}>
        <TabJobs
          key={tab}
          request={request}
          sort={sort}
          onPageChange={setPage}
          onPaged={listTop.moveHere}
          onSortChange={sortBy}
          onAction={confirm.ask}
        />
      </div>
      <ConfirmDialog
        open={confirm.pending !== null}
        title={t(deleting ? 'jobs.deleteTitle' : 'jobs.cancelTitle')}
        message={t(deleting ? 'jobs.deleteConfirm' : 'jobs.cancelConfirm', { code })}
        confirmLabel={t(deleting ? 'jobs.delete' : 'jobs.cancelConfirmLabel')}
        dismissLabel={t('jobs.keepJob')}
        busy={confirm.busy}
        onConfirm={() => void confirm.confirm()}
        onCancel={confirm.dismiss}
      />
    </Card>
  );
}

/** The server's order without a chosen one (newest first), which the job codes follow. */
const NEWEST_FIRST: SortState = { key: 'code', direction: 'descending' };

function toServerSort(sort: SortState): CustomerJobsRequest['sort'] {
  const field: CustomerJobsSortField | undefined = serverSortOf[sort.key];
  return field && { field, order: sort.direction === 'ascending' ? 'asc' : 'desc' };
}

interface TabJobsProps {
  request: CustomerJobsRequest;
  sort: SortState | undefined;
  onPageChange: (page: number) => void;
  /** After the reader turned the page: the cards' pager is under them, the new page starts at the list's top. */
  onPaged: () => void;
  onSortChange: (sort: SortState) => void;
  onAction: (action: JobAction, job: CustomerJobDto) => void;
}

/**
 * One tab's page, as a table or (on a phone) as cards with a pager. Mounted anew for each tab, so a tab shows the
 * spinner until its own rows arrive, while within a tab the page shown stays until the next one is there.
 */
function TabJobs({ request, sort, onPageChange, onPaged, onSortChange, onAction }: TabJobsProps) {
  const { t } = useTranslation('customer');
  const { jobs, total, error, isLoading } = useCustomerJobs(request);
  const columns = useJobColumns(onAction);
  const phone = useMediaQuery('(max-width: 767px)');
  const pages = Math.max(1, Math.ceil(total / CUSTOMER_JOBS_PAGE_SIZE));
  const pastTheEnd = !isLoading && !error && request.page > pages;
  const emptyText = t(
    { active: 'jobs.emptyActive', done: 'jobs.emptyDone', cancelled: 'jobs.emptyCancelled' }[request.tab],
  );

  // A cancel or a delete can empty the last page: show the page that is now the last.
  useEffect(() => {
    if (pastTheEnd) onPageChange(pages);
  }, [pastTheEnd, pages, onPageChange]);

  if (error) return <Alert tone="error">{errorMessage(error, t('jobs.loadFailed'))}</Alert>;
  if (isLoading && jobs.length === 0) return <Spinner />;
  if (phone)
    return (
      <>
        <JobCardList jobs={jobs} emptyText={emptyText} busy={isLoading} onAction={onAction} />
        {total > CUSTOMER_JOBS_PAGE_SIZE && (
          <Pagination
            page={Math.min(request.page, pages)}
            pages={pages}
            onPageChange={(next) => {
              onPageChange(next);
              onPaged();
            }}
            label={t('jobs.pages')}
          />
        )}
      </>
    );
  return (
    <DataTable
      caption={t('jobs.caption')}
      captionHidden
      columns={columns}
      rows={jobs}
      rowKey={(job) => job.id}
      pageSize={CUSTOMER_JOBS_PAGE_SIZE}
      page={request.page}
      total={total}
      onPageChange={onPageChange}
      initialSort={sort}
      presorted={NEWEST_FIRST}
      onSortChange={onSortChange}
      emptyText={emptyText}
      data-testid="customer-jobs"
    />
  );
}

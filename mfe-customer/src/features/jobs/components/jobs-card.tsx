import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ConfirmDialog, Spinner, errorMessage, useMediaQuery } from 'shared-ui';
import { Tabs, tabId } from 'shared-ui/tabs';
import { DataTable } from 'shared-ui/data-table';
import { Card } from '../../../layout/card';
import { useCustomerJobs } from '../api/use-customer-jobs';
import { tabOf, type JobTab } from '../utils/job-rules';
import { JobCardList } from './job-card-list';
import { useJobColumns } from './use-job-columns';
import { useJobConfirm } from './use-job-confirm';
import styles from './jobs-table.module.css';

/** Spec 2.7: the jobs table with tabs active, completed and cancelled, sortable, 5 rows a page. */
export function JobsCard() {
  const { t } = useTranslation('customer');
  const { jobs, error, isLoading } = useCustomerJobs();
  const [tab, setTab] = useState<JobTab>('active');
  const confirm = useJobConfirm();
  const columns = useJobColumns(confirm.ask);
  const prefix = useId();
  const phone = useMediaQuery('(max-width: 767px)');
  const panelId = `${prefix}-panel`;
  const byTab = (which: JobTab) => jobs.filter((job) => tabOf(job) === which);
  const rows = byTab(tab);
  const empty = { active: 'jobs.emptyActive', done: 'jobs.emptyDone', cancelled: 'jobs.emptyCancelled' }[tab];
  const code = confirm.pending?.item.code ?? '';
  const deleting = confirm.pending?.action === 'delete';

  return (
    <Card title={t('jobs.title')}>
      <Tabs
        className={styles.tabs}
        idPrefix={prefix}
        panelId={panelId}
        value={tab}
        onChange={setTab}
        items={[
          { value: 'active', label: t('jobs.tabActive'), count: byTab('active').length },
          { value: 'done', label: t('jobs.tabDone'), count: byTab('done').length },
          { value: 'cancelled', label: t('jobs.tabCancelled'), count: byTab('cancelled').length },
        ]}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, tab)}>
        {error ? (
          <Alert tone="error">{errorMessage(error, t('jobs.loadFailed'))}</Alert>
        ) : isLoading ? (
          <Spinner />
        ) : phone ? (
          <JobCardList jobs={rows} emptyText={t(empty)} onAction={confirm.ask} />
        ) : (
          <DataTable
            key={tab}
            caption={t('jobs.caption')}
            captionHidden
            columns={columns}
            rows={rows}
            rowKey={(job) => job.id}
            pageSize={5}
            emptyText={t(empty)}
            data-testid="customer-jobs"
          />
        )}
      </div>
      <ConfirmDialog
        open={confirm.pending !== null}
        title={t(deleting ? 'jobs.deleteTitle' : 'jobs.cancelTitle')}
        message={t(deleting ? 'jobs.deleteConfirm' : 'jobs.cancelConfirm', { code })}
        confirmLabel={t(deleting ? 'jobs.delete' : 'jobs.cancelConfirmLabel')}
        busy={confirm.busy}
        onConfirm={() => void confirm.confirm()}
        onCancel={confirm.dismiss}
      />
    </Card>
  );
}

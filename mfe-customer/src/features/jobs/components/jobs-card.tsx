import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ConfirmDialog, DataTable, Spinner, Tabs, errorMessage, tabId } from 'shared-ui';
import { Card } from '../../../layout/card';
import { useCustomerJobs } from '../api/use-customer-jobs';
import { isActive } from '../utils/job-rules';
import { useJobColumns } from './use-job-columns';
import { useJobConfirm } from './use-job-confirm';
import styles from './jobs-table.module.css';

type Tab = 'active' | 'done';

/** Spec 2.7: the jobs table with tabs active and completed, sortable, 5 rows a page. */
export function JobsCard() {
  const { t } = useTranslation('customer');
  const { jobs, error, isLoading } = useCustomerJobs();
  const [tab, setTab] = useState<Tab>('active');
  const confirm = useJobConfirm();
  const columns = useJobColumns(confirm.ask);
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const active = jobs.filter(isActive);
  const done = jobs.filter((job) => !isActive(job));
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
          { value: 'active', label: t('jobs.tabActive'), count: active.length },
          { value: 'done', label: t('jobs.tabDone'), count: done.length },
        ]}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(prefix, tab)}>
        {tab === 'done' && <p className={styles.hint}>{t('jobs.doneHint')}</p>}
        {error ? (
          <Alert tone="error">{errorMessage(error, t('jobs.loadFailed'))}</Alert>
        ) : isLoading ? (
          <Spinner />
        ) : (
          <DataTable
            key={tab}
            caption={t('jobs.caption')}
            captionHidden
            columns={columns}
            rows={tab === 'active' ? active : done}
            rowKey={(job) => job.id}
            pageSize={5}
            emptyText={t(tab === 'active' ? 'jobs.emptyActive' : 'jobs.emptyDone')}
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

import { useTranslation } from 'react-i18next';
import { Button, type ApprovedTranslator, type DataTableColumn } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { useLanguageName } from 'shared-ui/language-names';
import { useRecordFormat } from '../../../utils/translator-record';
import { educationText } from './education-text';
import styles from './translators.module.css';

interface Props {
  translators: ApprovedTranslator[];
  onDelete: (translator: ApprovedTranslator) => void;
  onShowJobs: (translator: ApprovedTranslator) => void;
  onShowEarnings: (translator: ApprovedTranslator) => void;
}

/**
 * Approved translators, 10 a page, sortable by name and job count; each row can show its jobs, its earnings and
 * payouts, or be deleted.
 */
export function ApprovedTable({ translators, onDelete, onShowJobs, onShowEarnings }: Props) {
  const { t } = useTranslation('admin-translators');
  const record = useRecordFormat();
  const langName = useLanguageName();
  const fullName = (tr: ApprovedTranslator) => `${tr.name} ${tr.surname}`;
  const columns: DataTableColumn<ApprovedTranslator>[] = [
    { key: 'name', header: t('field.name'), sortable: true, sortValue: fullName, render: fullName },
    { key: 'email', header: t('field.email') },
    { key: 'phone', header: t('field.phone'), render: (tr) => tr.phone ?? t('none') },
    {
      key: 'languages',
      header: t('field.languages'),
      render: (tr) => tr.languages.map(langName).join(', ') || t('none'),
    },
    { key: 'education', header: t('field.education'), render: (tr) => educationText(tr, t) },
    { key: 'jobs', header: t('field.jobs'), sortable: true },
    {
      key: 'completed',
      header: t('field.completed'),
      sortable: true,
      sortValue: (tr) => tr.record.completed,
      render: (tr) => tr.record.completed,
    },
    {
      key: 'onTime',
      header: t('field.onTime'),
      sortable: true,
      sortValue: (tr) => tr.record.on_time_rate ?? -1,
      render: (tr) => record.percent(tr.record.on_time_rate),
    },
    {
      key: 'revised',
      header: t('field.revised'),
      sortable: true,
      sortValue: (tr) => tr.record.revision_rate ?? -1,
      render: (tr) => record.percent(tr.record.revision_rate),
    },
    {
      key: 'rating',
      header: t('field.rating'),
      sortable: true,
      sortValue: (tr) => tr.record.average_rating ?? -1,
      render: (tr) => record.rating(tr.record),
    },
    {
      key: 'actions',
      header: t('field.actions'),
      render: (tr) => (
        <div className={styles.rowActions}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onShowJobs(tr)}
            aria-label={`${t('actions.jobs')}: ${fullName(tr)}`}
          >
            {t('actions.jobs')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onShowEarnings(tr)}
            aria-label={`${t('actions.earnings')}: ${fullName(tr)}`}
          >
            {t('actions.earnings')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => onDelete(tr)}
            aria-label={`${t('actions.delete')}: ${fullName(tr)}`}
          >
            {t('actions.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('approvedCaption')}
      captionHidden
      columns={columns}
      rows={translators}
      rowKey={(tr) => tr.id}
      emptyText={t('emptyApproved')}
      data-testid="admin-approved-translators"
    />
  );
}

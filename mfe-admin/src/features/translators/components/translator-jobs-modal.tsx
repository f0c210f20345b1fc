import { useTranslation } from 'react-i18next';
import {
  Alert,
  Modal,
  Spinner,
  errorMessage,
  type DataTableColumn,
  type TranslatorJobRow,
  formatDay,
  formatLira,
} from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { useLanguageName } from 'shared-ui/language-names';
import { useTranslatorJobs } from '../api/use-translator-jobs';

interface Props {
  translator: { id: number; name: string; surname: string };
  onClose: () => void;
}

/** "İşlerini gör": GET /admin/translator/{id}/jobs in a dialog. */
export function TranslatorJobsModal({ translator, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-translators');
  const lang = i18n.language;
  const langName = useLanguageName();
  const { jobs, error, isLoading } = useTranslatorJobs(translator.id);
  const money = (v: number | null) => (v === null ? t('none') : formatLira(v, lang));
  const columns: DataTableColumn<TranslatorJobRow>[] = [
    { key: 'code', header: t('jobs.code'), sortable: true, sortValue: (j) => j.id },
    {
      key: 'languages',
      header: t('jobs.languages'),
      render: (j) => `${langName(j.source_lang)} → ${langName(j.target_lang)}`,
    },
    {
      key: 'delivery',
      header: t('jobs.delivery'),
      sortable: true,
      sortValue: (j) => j.delivery_date,
      render: (j) => formatDay(j.delivery_date, lang),
    },
    { key: 'status', header: t('jobs.status'), render: (j) => t(`common:status.${j.status}`) },
    { key: 'price', header: t('jobs.price'), render: (j) => money(j.admin_price) },
    { key: 'translatorPrice', header: t('jobs.translatorPrice'), render: (j) => money(j.translator_price) },
    { key: 'paid', header: t('jobs.paid'), render: (j) => (j.is_paid ? t('jobs.yes') : t('jobs.no')) },
  ];
  return (
    <Modal
      open
      size="lg"
      title={t('jobs.title', { name: `${translator.name} ${translator.surname}` })}
      onClose={onClose}
    >
      {error ? (
        <Alert tone="error">{errorMessage(error, t('jobs.loadFailed'))}</Alert>
      ) : isLoading ? (
        <Spinner />
      ) : (
        <DataTable
          caption={t('jobs.caption')}
          captionHidden
          columns={columns}
          rows={jobs}
          rowKey={(j) => j.id}
          presorted={{ key: 'code', direction: 'descending' }}
          emptyText={t('jobs.empty')}
        />
      )}
    </Modal>
  );
}

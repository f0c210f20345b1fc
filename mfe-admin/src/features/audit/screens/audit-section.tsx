import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ApiError,
  Spinner,
  errorMessage,
  formatMoment,
  useMediaQuery,
  type AdminAuditEntryDto,
} from 'shared-ui';
import { DataTable, Pagination, type DataTableColumn } from 'shared-ui/data-table';
import { AUDIT_PAGE_SIZE, noAuditFilters, useAdminAudit, type AuditFilters as Filters } from '../api/audit';
import { AuditCards } from '../components/audit-cards';
import { AuditChange } from '../components/audit-change';
import { AuditFilters } from '../components/audit-filters';
import styles from '../components/audit.module.css';
import { auditTexts } from '../audit-texts';

const NEWEST_FIRST = { key: 'at', direction: 'descending' } as const;

function useColumns(): DataTableColumn<AdminAuditEntryDto>[] {
  const { t, i18n } = useTranslation('admin-audit');
  return [
    {
      key: 'at',
      header: t('col.at'),
      render: (e) => <span className={styles.nowrap}>{formatMoment(e.at, i18n.language)}</span>,
    },
    {
      key: 'actor',
      header: t('col.actor'),
      render: (e) => e.actor_name ?? <span className={styles.muted}>{t('removedActor')}</span>,
    },
    {
      key: 'action',
      header: t('col.action'),
      render: (e) => (
        <span className={styles.stack}>
          <strong>{t(`action.${e.action}`, { defaultValue: e.action })}</strong>
          <span className={styles.muted}>{t(`kind.${e.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'object',
      header: t('col.object'),
      render: (e) => (
        <span className={styles.stack}>
          {e.job_code && <span className={styles.nowrap}>{e.job_code}</span>}
          {e.subject_label && <span className={styles.person}>{e.subject_label}</span>}
          {e.object_key && <span className={styles.muted}>{e.object_key}</span>}
        </span>
      ),
    },
    { key: 'change', header: t('col.change'), render: (e) => <AuditChange entry={e} /> },
  ];
}

/** The office's one audit view: every admin action on money, assignments, settings and accounts, filtered and paged. */
export function AuditSection() {
  const { t } = useTranslation('admin-audit');
  const [filters, setFilters] = useState<Filters>(noAuditFilters);
  const [page, setPage] = useState(1);
  const { items, total, error, isLoading } = useAdminAudit(page, filters);
  const columns = useColumns();
  const phone = useMediaQuery('(max-width: 767px)');
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const fieldErrors = error instanceof ApiError ? error.fields : {};
  const apply = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <section className={styles.section} aria-labelledby="admin-audit-title" data-testid="admin-audit">
      <header className={styles.head}>
        <div>
          <h1 id="admin-audit-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
      </header>
      <AuditFilters value={filters} onApply={apply} errors={fieldErrors} />
      {error ? (
        <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
      ) : isLoading && items.length === 0 ? (
        <Spinner />
      ) : (
        <div className={styles.list}>
          <p className={styles.muted} aria-live="polite">
            {t('total', { count: total })}
          </p>
          {phone ? (
            <>
              <AuditCards entries={items} />
              {total > AUDIT_PAGE_SIZE && (
                <Pagination page={page} pages={pages} onPageChange={setPage} label={t('caption')} />
              )}
            </>
          ) : (
            <DataTable
              caption={t('caption')}
              captionHidden
              columns={columns}
              rows={items}
              rowKey={(e) => e.id}
              pageSize={AUDIT_PAGE_SIZE}
              page={page}
              total={total}
              onPageChange={setPage}
              presorted={NEWEST_FIRST}
              emptyText={t('empty')}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [auditTexts];

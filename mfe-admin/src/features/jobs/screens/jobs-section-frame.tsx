import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'shared-ui';
import { noFilters, type AdminJobFilters } from '../api/use-admin-jobs';
import { JobSearch } from '../components/job-search';
import { OttomanFilters } from '../components/ottoman-filters';
import { StatusFilter } from '../components/status-filter';
import styles from '../components/jobs-section.module.css';

/** İşler's section, named by its title. */
export function JobsSectionPage({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="admin-jobs-title">
      {children}
    </section>
  );
}

/** İşler's title and intro with the search and the filters beside them. */
export function JobsSectionHead(props: {
  search: string;
  onSearch: (text: string) => void;
  filters: AdminJobFilters;
  filterBy: (name: keyof AdminJobFilters) => (value: string) => void;
}) {
  const { t } = useTranslation('admin-jobs');
  const { filters, filterBy } = props;
  return (
    <header className={styles.head}>
      <div>
        <h1 id="admin-jobs-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </div>
      <div className={styles.filters}>
        <JobSearch value={props.search} onSearch={props.onSearch} />
        <StatusFilter value={filters.status} onChange={filterBy('status')} />
        <OttomanFilters
          output={filters.ottoman_output}
          legibility={filters.legibility}
          onOutput={filterBy('ottoman_output')}
          onLegibility={filterBy('legibility')}
        />
      </div>
    </header>
  );
}

const nothing = () => undefined;

/**
 * İşler at its address without a query, as it stands before its list is in (jobs-section.tsx: the table waits for
 * the due-date requests too): no search, no filter. The server draws it in the panel's layout (expose/server.ts),
 * inert until the scripts take the page over; jobs-section-frame.test.tsx holds the two alike.
 */
export function JobsSectionFrame() {
  return (
    <JobsSectionPage>
      <JobsSectionHead search="" onSearch={nothing} filters={noFilters} filterBy={() => nothing} />
      <Spinner />
    </JobsSectionPage>
  );
}

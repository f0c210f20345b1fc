import { useTranslation } from 'react-i18next';
import styles from './data-table.module.css';

interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** "Sayfa x / y" between previous and next buttons. */
export function Pagination({ page, pages, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation('common');
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button type="button" className={styles.pageButton} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        ‹ {t('actions.previous')}
      </button>
      <span className={styles.pageInfo} aria-live="polite">
        {t('table.page', { page, pages })}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t('actions.next')} ›
      </button>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, type PageDto } from 'shared-ui';
import styles from './pages.module.css';

interface Props {
  pages: PageDto[];
  onPreview: (page: PageDto) => void;
  onEdit: (page: PageDto) => void;
  onDelete: (page: PageDto) => void;
}

/** Each page: title, its public address /sayfa/{slug} (new tab), Preview, Edit and Delete. */
export function PageList({ pages, onPreview, onEdit, onDelete }: Props) {
  const { t } = useTranslation('admin-pages');
  if (pages.length === 0) return <p className={styles.empty}>{t('list.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('list.title')}>
      {pages.map((page) => (
        <li key={page.id} className={styles.item}>
          <div className={styles.itemText}>
            <strong className={styles.itemTitle}>{page.title}</strong>
            <a className={styles.itemLink} href={`/sayfa/${page.slug}`} target="_blank" rel="noopener noreferrer">
              /sayfa/{page.slug}
              <span className="visually-hidden"> {t('list.newTab')}</span>
            </a>
          </div>
          <div className={styles.itemActions}>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('list.preview')}: ${page.title}`}
              onClick={() => onPreview(page)}
            >
              {t('list.preview')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`${t('list.edit')}: ${page.title}`}
              onClick={() => onEdit(page)}
            >
              {t('list.edit')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`${t('list.delete')}: ${page.title}`}
              onClick={() => onDelete(page)}
            >
              {t('list.delete')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

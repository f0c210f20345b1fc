import { useTranslation } from 'react-i18next';
import { Modal, type PageDto } from 'shared-ui';
import styles from './pages.module.css';

/**
 * The page's HTML as visitors see it. The server sanitized it when it was saved and again when it was read
 * (ARCHITECTURE §5), so it is rendered as HTML here.
 */
export function PagePreview({ page, onClose }: { page: PageDto | null; onClose: () => void }) {
  const { t } = useTranslation('admin-pages');
  return (
    <Modal open={page !== null} title={t('preview.title', { title: page?.title ?? '' })} onClose={onClose}>
      {page &&
        (page.content.trim() ? (
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: page.content }} />
        ) : (
          <p>{t('preview.empty')}</p>
        ))}
    </Modal>
  );
}

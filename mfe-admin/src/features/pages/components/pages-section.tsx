import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ConfirmDialog, Spinner, errorMessage, type PageDto } from 'shared-ui';
import { useDeletePage } from '../api/delete-page';
import { usePages } from '../api/use-pages';
import { PageForm } from './page-form';
import { PageList } from './page-list';
import { PagePreview } from './page-preview';
import { usePageForm } from './use-page-form';
import styles from './pages.module.css';

/** Spec 2.9 Sayfa Yönetimi: the static pages under /sayfa/{slug}. */
export function PagesSection() {
  const { t } = useTranslation('admin-pages');
  const { pages, error, isLoading } = usePages();
  const form = usePageForm();
  const remove = useDeletePage();
  const [preview, setPreview] = useState<PageDto | null>(null);
  const [toDelete, setToDelete] = useState<PageDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await remove(toDelete.id);
      if (form.editingId === toDelete.id) form.reset();
      setNotice({ tone: 'success', text: t('deleted') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('deleteFailed')) });
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="admin-pages-title">
      <header>
        <h1 id="admin-pages-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <PageForm form={form} />
      <section className={styles.card} aria-labelledby="admin-pages-list-title">
        <h2 id="admin-pages-list-title" className={styles.cardTitle}>
          {t('list.title')}
        </h2>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {error ? (
          <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
        ) : isLoading ? (
          <Spinner />
        ) : (
          <PageList
            pages={pages}
            onPreview={setPreview}
            onEdit={(page) => {
              form.load(page);
              document
                .getElementById('admin-page-form-title')
                ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            }}
            onDelete={setToDelete}
          />
        )}
      </section>
      <PagePreview page={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('confirm.title')}
        message={t('confirm.message', { title: toDelete?.title ?? '' })}
        confirmLabel={t('list.delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

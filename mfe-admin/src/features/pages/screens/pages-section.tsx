import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, errorMessage, useConfirmedAction, type PageDto } from 'shared-ui';
import { ContentSection, type Notice } from '../../../layout/content-section';
import { useDeletePage } from '../api/delete-page';
import { usePages } from '../api/use-pages';
import { PageForm } from '../components/page-form';
import { PageList } from '../components/page-list';
import { PagePreview } from '../components/page-preview';
import { usePageForm } from '../components/use-page-form';
import { pagesTexts } from '../pages-texts';
import { richEditorTexts } from '../../rich-editor';

/** Spec 2.9 Sayfa Yönetimi: the static pages under /sayfa/{slug}. */
export function PagesSection() {
  const { t } = useTranslation('admin-pages');
  const { pages, error, isLoading } = usePages();
  const form = usePageForm();
  const remove = useDeletePage();
  const [preview, setPreview] = useState<PageDto | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmedAction(async (_action: 'delete', page: PageDto) => {
    try {
      await remove(page.id);
      if (form.editingId === page.id) form.reset();
      setNotice({ tone: 'success', text: t('deleted') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('deleteFailed')) });
    }
  });

  return (
    <ContentSection
      id="admin-pages"
      title={t('title')}
      intro={t('intro')}
      form={<PageForm form={form} />}
      listTitle={t('list.title')}
      notice={notice}
      loadError={error}
      loading={isLoading}
      loadFailed={t('loadFailed')}
      list={
        <PageList
          pages={pages}
          onPreview={setPreview}
          onEdit={(page) => {
            form.load(page);
            document.getElementById('admin-page-form-title')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
          onDelete={(page) => deletion.ask('delete', page)}
        />
      }
    >
      <PagePreview page={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={deletion.pending !== null}
        title={t('confirm.title')}
        message={t('confirm.message', { title: deletion.pending?.item.title ?? '' })}
        confirmLabel={t('list.delete')}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.dismiss}
      />
    </ContentSection>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [pagesTexts, richEditorTexts];

import { useTranslation } from 'react-i18next';
import type { PageDto } from 'shared-ui';
import { ContentItemList } from '../../../layout/content-item-list';

interface Props {
  pages: PageDto[];
  onPreview: (page: PageDto) => void;
  onEdit: (page: PageDto) => void;
  onDelete: (page: PageDto) => void;
}

/** Each page: title, its public address /sayfa/{slug} (new tab), Preview, Edit and Delete. */
export function PageList({ pages, onPreview, onEdit, onDelete }: Props) {
  const { t } = useTranslation('admin-pages');
  return (
    <ContentItemList
      label={t('list.title')}
      empty={t('list.empty')}
      newTab={t('list.newTab')}
      items={pages.map((page) => ({
        key: page.id,
        title: page.title,
        href: `/sayfa/${page.slug}`,
        name: page.title,
        actions: [
          { label: t('list.preview'), run: () => onPreview(page) },
          { label: t('list.edit'), run: () => onEdit(page) },
          { label: t('list.delete'), danger: true, run: () => onDelete(page) },
        ],
      }))}
    />
  );
}

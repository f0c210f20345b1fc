import { useTranslation } from 'react-i18next';
import type { ServiceSummaryDto } from 'shared-ui';
import { ContentItemList } from '../../../layout/content-item-list';

interface Props {
  services: ServiceSummaryDto[];
  selected: string | null;
  onEdit: (service: ServiceSummaryDto) => void;
  onDelete: (service: ServiceSummaryDto) => void;
}

/** Every service with both titles (the reader's language first), its address, Edit and Delete. */
export function ServiceList({ services, selected, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('admin-services');
  const english = i18n.language === 'en';
  return (
    <ContentItemList
      label={t('list.title')}
      empty={t('list.empty')}
      newTab={t('list.newTab')}
      items={services.map((service) => ({
        key: service.slug,
        title: english ? service.title_en : service.title_tr,
        subtitle: english ? service.title_tr : service.title_en,
        href: `/services/${service.slug}`,
        name: service.title_tr,
        selected: service.slug === selected,
        actions: [
          { label: t('list.edit'), run: () => onEdit(service) },
          { label: t('list.delete'), danger: true, run: () => onDelete(service) },
        ],
      }))}
    />
  );
}

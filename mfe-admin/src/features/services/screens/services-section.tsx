import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, errorMessage, useConfirmedAction, type ServiceSummaryDto } from 'shared-ui';
import { ContentSection, type Notice } from '../../../layout/content-section';
import { useServiceWrites } from '../api/service-writes';
import { useServices } from '../api/use-services';
import { ServiceAddForm } from '../components/service-add-form';
import { ServiceEditor } from '../components/service-editor';
import { ServiceList } from '../components/service-list';
import { servicesTexts } from '../services-texts';
import { richEditorTexts } from '../../rich-editor';

/** Spec 2.9 Hizmetlerimiz: the service pages under /services/{slug}, titled and written in tr and en. */
export function ServicesSection() {
  const { t } = useTranslation('admin-services');
  const { services, error, isLoading } = useServices();
  const { remove } = useServiceWrites();
  const [editing, setEditing] = useState<ServiceSummaryDto | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmedAction(async (_action: 'delete', service: ServiceSummaryDto) => {
    try {
      await remove(service.slug);
      if (editing?.slug === service.slug) setEditing(null);
      setNotice({ tone: 'success', text: t('deleted') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('failed')) });
    }
  });

  return (
    <ContentSection
      id="admin-services"
      title={t('title')}
      intro={t('intro')}
      form={<ServiceAddForm />}
      listTitle={t('list.title')}
      notice={notice}
      loadError={error}
      loading={isLoading}
      loadFailed={t('loadFailed')}
      list={
        <ServiceList
          services={services}
          selected={editing?.slug ?? null}
          onEdit={setEditing}
          onDelete={(service) => deletion.ask('delete', service)}
        />
      }
    >
      {editing && <ServiceEditor key={editing.slug} service={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deletion.pending !== null}
        title={t('confirm.title')}
        message={t('confirm.message', { title: deletion.pending?.item.title_tr ?? '' })}
        confirmLabel={t('list.delete')}
        busy={deletion.busy}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.dismiss}
      />
    </ContentSection>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [servicesTexts, richEditorTexts];

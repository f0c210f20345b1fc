import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ConfirmDialog, Spinner, errorMessage, type ServiceSummaryDto } from 'shared-ui';
import { useServiceWrites } from '../api/service-writes';
import { useServices } from '../api/use-services';
import { ServiceAddForm } from './service-add-form';
import { ServiceEditor } from './service-editor';
import { ServiceList } from './service-list';
import styles from './services.module.css';

/** Spec 2.9 Hizmetlerimiz: the service pages under /services/{slug}, titled and written in tr and en. */
export function ServicesSection() {
  const { t } = useTranslation('admin-services');
  const { services, error, isLoading } = useServices();
  const { remove } = useServiceWrites();
  const [editing, setEditing] = useState<ServiceSummaryDto | null>(null);
  const [toDelete, setToDelete] = useState<ServiceSummaryDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusy(true);
    try {
      await remove(toDelete.slug);
      if (editing?.slug === toDelete.slug) setEditing(null);
      setNotice({ tone: 'success', text: t('deleted') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessage(err, t('failed')) });
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="admin-services-title">
      <header>
        <h1 id="admin-services-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <ServiceAddForm />
      <section className={styles.card} aria-labelledby="admin-services-list-title">
        <h2 id="admin-services-list-title" className={styles.cardTitle}>
          {t('list.title')}
        </h2>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {error ? (
          <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
        ) : isLoading ? (
          <Spinner />
        ) : (
          <ServiceList
            services={services}
            selected={editing?.slug ?? null}
            onEdit={setEditing}
            onDelete={setToDelete}
          />
        )}
      </section>
      {editing && <ServiceEditor key={editing.slug} service={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('confirm.title')}
        message={t('confirm.message', { title: toDelete?.title_tr ?? '' })}
        confirmLabel={t('list.delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Spinner, type SliderDto } from 'shared-ui';
import { useSaveSliderOrder } from '../api/save-slider-order';
import { useSliderWrites } from '../api/slider-writes';
import { useSliders } from '../api/use-sliders';
import { PublishedRow } from '../components/published-row';
import { SliderForm } from '../components/slider-form';
import { SortableSliderList } from '../components/sortable-slider-list';
import { useSliderForm } from '../components/use-slider-form';
import styles from '../components/sliders.module.css';
import { slidersTexts } from '../sliders-texts';

/** Spec 8: slider failures are logged only, with no message to the admin. */
const logFailure = (what: string) => (err: unknown) => console.error(what, err);

/** Spec 2.9 Slider Düzenleme: the form, the drag-sortable cards and the row of published slides. */
export function SlidersSection() {
  const { t } = useTranslation('admin-sliders');
  const { sliders, error, isLoading } = useSliders();
  const form = useSliderForm();
  const { publish, remove } = useSliderWrites();
  const saveOrder = useSaveSliderOrder();
  const [toDelete, setToDelete] = useState<SliderDto | null>(null);

  useEffect(() => {
    if (error) logFailure('Sliders could not be loaded')(error);
  }, [error]);

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id } = toDelete;
    setToDelete(null);
    if (form.editingId === id) form.reset();
    remove(id).catch(logFailure('Slider could not be deleted'));
  };

  return (
    <section className={styles.section} aria-labelledby="admin-sliders-title">
      <header>
        <h1 id="admin-sliders-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <SliderForm form={form} />
      <PublishedRow sliders={sliders} />
      <section className={styles.card} aria-labelledby="admin-sliders-list-title">
        <h2 id="admin-sliders-list-title" className={styles.cardTitle}>
          {t('list.title')}
        </h2>
        {isLoading ? (
          <Spinner />
        ) : sliders.length === 0 ? (
          <p className={styles.empty}>{t('list.empty')}</p>
        ) : (
          <>
            <p className={styles.hint}>{t('list.hint')}</p>
            <SortableSliderList
              sliders={sliders}
              onReorder={(ordered) => void saveOrder(ordered)}
              onEdit={(slide) => {
                form.load(slide);
                document
                  .getElementById('admin-slider-form-title')
                  ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
              }}
              onDelete={setToDelete}
              onPublish={(slide) => publish(slide).catch(logFailure('Slider could not be published'))}
            />
          </>
        )}
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('confirm.title')}
        message={t('confirm.message', { title: toDelete?.title ?? '' })}
        confirmLabel={t('card.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [slidersTexts];

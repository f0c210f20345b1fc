import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, errorMessage, type ApprovedTranslator, type DataTableColumn } from 'shared-ui';
import { DataTable } from 'shared-ui/data-table';
import { maxFeaturedTranslators } from 'shared-ui/contracts';
import { useLanguageName } from 'shared-ui/language-names';
import { useApprovedTranslators } from '../../translators/api/use-approved-translators';
import { useToggleFeatured } from '../api/set-featured';
import styles from './featured-section.module.css';
import { featuredTexts } from '../featured-texts';

/** Spec 2.9 Tercüman Sayfası: which approved translators the public page features, at most five. */
export function FeaturedSection() {
  const { t } = useTranslation('admin-featured');
  const { translators, error, isLoading } = useApprovedTranslators();
  const toggle = useToggleFeatured();
  const langName = useLanguageName();
  const [failure, setFailure] = useState('');
  const max = maxFeaturedTranslators;
  const featuredCount = translators.filter((tr) => tr.is_featured).length;

  const onToggle = (tr: ApprovedTranslator) => {
    setFailure('');
    toggle(tr).catch((err: unknown) => setFailure(errorMessage(err, t('failed'))));
  };

  const fullName = (tr: ApprovedTranslator) => `${tr.name} ${tr.surname}`;
  const columns: DataTableColumn<ApprovedTranslator>[] = [
    { key: 'name', header: t('col.name'), sortable: true, sortValue: fullName, render: fullName },
    { key: 'university', header: t('col.university'), render: (tr) => tr.university_name ?? t('none') },
    {
      key: 'languages',
      header: t('col.languages'),
      render: (tr) => tr.languages.map(langName).join(', ') || t('none'),
    },
    { key: 'experience', header: t('col.experience'), render: (tr) => tr.experience ?? t('none') },
    {
      key: 'status',
      header: t('col.status'),
      sortable: true,
      sortValue: (tr) => tr.is_featured,
      render: (tr) => (tr.is_featured ? <span className={styles.badge}>★ {t('featured')}</span> : t('none')),
    },
    {
      key: 'action',
      header: t('col.action'),
      render: (tr) => (
        <Button
          size="sm"
          variant={tr.is_featured ? 'secondary' : 'primary'}
          aria-pressed={tr.is_featured === 1}
          aria-label={`${t(tr.is_featured ? 'unfeature' : 'feature')}: ${fullName(tr)}`}
          onClick={() => onToggle(tr)}
        >
          {t(tr.is_featured ? 'unfeature' : 'feature')}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="admin-featured-title">
      <header className={styles.head}>
        <div>
          <h1 id="admin-featured-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.intro}>{t('intro', { max })}</p>
        </div>
        <p className={styles.count} aria-live="polite">
          {t('count', { count: featuredCount, max })}
        </p>
      </header>
      {failure && <Alert tone="error">{failure}</Alert>}
      {error ? (
        <Alert tone="error">{errorMessage(error, t('loadFailed'))}</Alert>
      ) : isLoading ? (
        <Spinner />
      ) : (
        <DataTable
          caption={t('caption')}
          captionHidden
          columns={columns}
          rows={translators}
          rowKey={(tr) => tr.id}
          emptyText={t('empty')}
          data-testid="admin-featured"
        />
      )}
    </section>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [featuredTexts];

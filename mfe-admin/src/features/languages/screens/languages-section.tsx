import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, ConfirmDialog, Spinner } from 'shared-ui';
import { useLanguageWrites } from '../api/language-writes';
import { useLanguages } from '../api/use-languages';
import { LanguageRow } from '../components/language-row';
import { NameAddForm } from '../components/name-add-form';
import { useDeleteConfirm } from '../components/use-delete-confirm';
import styles from '../components/languages.module.css';
import { languagesTexts } from '../languages-texts';

/** Spec 2.9 Diller: the languages of the order form, and Osmanlıca's script types. Failures are logged (spec 8). */
export function LanguagesSection() {
  const { t } = useTranslation('admin-languages');
  const { languages, error, isLoading } = useLanguages();
  const { add, remove } = useLanguageWrites();
  const deletion = useDeleteConfirm();

  useEffect(() => {
    if (error) console.error('Languages could not be loaded', error);
  }, [error]);

  return (
    <section className={styles.section} aria-labelledby="admin-languages-title">
      <header>
        <h1 id="admin-languages-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.card}>
        <NameAddForm label={t('name')} labelEn={t('nameEn')} submitLabel={t('add')} onAdd={add} />
        {deletion.refusal && <Alert tone="error">{deletion.refusal}</Alert>}
        {isLoading ? (
          <Spinner />
        ) : languages.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('listLabel')}>
            {languages.map((language) => (
              <LanguageRow
                key={language.id}
                language={language}
                onDeleteLanguage={(lang) =>
                  deletion.ask({ name: lang.name, kind: 'language', run: () => remove(lang.id) })
                }
                onDeleteScriptType={deletion.ask}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deletion.pending !== null}
        title={t(deletion.pending?.kind === 'scriptType' ? 'confirm.scriptTitle' : 'confirm.languageTitle')}
        message={t('confirm.message', { name: deletion.pending?.name ?? '' })}
        confirmLabel={t('delete')}
        onConfirm={deletion.confirm}
        onCancel={deletion.dismiss}
      />
    </section>
  );
}

/** The namespaces this section draws with (routes/lazy-section.ts registers them). */
export const texts = [languagesTexts];

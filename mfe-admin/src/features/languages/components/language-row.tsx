import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type LanguageDto } from 'shared-ui';
import { OSMANLICA } from 'shared-ui/contracts';
import { ScriptTypesPanel } from './script-types-panel';
import type { DeleteRequest } from './use-delete-confirm';
import styles from './languages.module.css';

/** A language with Delete; Osmanlıca also opens and closes its script types (spec 2.9.8). */
interface Props {
  language: LanguageDto;
  onDeleteLanguage: (language: LanguageDto) => void;
  onDeleteScriptType: (request: DeleteRequest) => void;
}

export function LanguageRow({ language, onDeleteLanguage, onDeleteScriptType }: Props) {
  const { t } = useTranslation('admin-languages');
  const [open, setOpen] = useState(false);
  const hasScripts = language.name === OSMANLICA;
  const panelId = `admin-language-${language.id}-scripts`;

  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        {hasScripts ? (
          <button
            type="button"
            className={styles.disclosure}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <span aria-hidden="true" className={open ? `${styles.caret} ${styles.caretOpen}` : styles.caret}>
              ▸
            </span>
            <span className={styles.name}>{language.name}</span>
            {language.name_en && <span lang="en"> ({language.name_en})</span>}
            <span className={styles.disclosureHint}>{t('scripts.toggle')}</span>
          </button>
        ) : (
          <span className={styles.name}>
            {language.name}
            {language.name_en && <span lang="en"> ({language.name_en})</span>}
          </span>
        )}
        <Button
          size="sm"
          variant="danger"
          aria-label={`${t('delete')}: ${language.name}`}
          onClick={() => onDeleteLanguage(language)}
        >
          {t('delete')}
        </Button>
      </div>
      {hasScripts && open && <ScriptTypesPanel id={panelId} languageId={language.id} onDelete={onDeleteScriptType} />}
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Spinner } from 'shared-ui';
import { useScriptTypeWrites } from '../api/script-type-writes';
import { useScriptTypes } from '../api/use-script-types';
import { NameAddForm } from './name-add-form';
import type { DeleteRequest } from './use-delete-confirm';
import styles from './languages.module.css';

interface Props {
  id: string;
  languageId: number;
  onDelete: (request: DeleteRequest) => void;
}

/** The hat türleri of Osmanlıca: list, add and delete (after confirmation). */
export function ScriptTypesPanel({ id, languageId, onDelete }: Props) {
  const { t } = useTranslation('admin-languages');
  const { scriptTypes, isLoading } = useScriptTypes(languageId);
  const { add, remove } = useScriptTypeWrites(languageId);

  return (
    <div id={id} className={styles.panel}>
      <h3 className={styles.panelTitle}>{t('scripts.title')}</h3>
      {isLoading ? (
        <Spinner />
      ) : scriptTypes.length === 0 ? (
        <p className={styles.empty}>{t('scripts.empty')}</p>
      ) : (
        <ul className={styles.chips} aria-label={t('scripts.title')}>
          {scriptTypes.map((type) => (
            <li key={type.id} className={styles.chip}>
              <span>{type.name}</span>
              <Button
                size="sm"
                variant="ghost"
                className={styles.chipDelete}
                aria-label={`${t('delete')}: ${type.name}`}
                onClick={() => onDelete({ name: type.name, kind: 'scriptType', run: () => remove(type.id) })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <NameAddForm label={t('scripts.name')} labelEn={t('scripts.nameEn')} submitLabel={t('scripts.add')} onAdd={add} />
    </div>
  );
}

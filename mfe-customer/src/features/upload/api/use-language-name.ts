import { useTranslation } from 'react-i18next';
import { localizedName } from 'shared-ui/contracts';
import { useLanguages } from './use-languages';

/**
 * Jobs keep their languages as the Turkish names (source_lang, target_lang); this shows them in the reader's
 * language from the languages list (English where the admin wrote one, the Turkish otherwise).
 */
export function useLanguageName(): (name: string) => string {
  const { i18n } = useTranslation();
  const { languages } = useLanguages();
  return (name) => {
    const row = languages.find((l) => l.name === name);
    return row ? localizedName(row, i18n.language) : name;
  };
}

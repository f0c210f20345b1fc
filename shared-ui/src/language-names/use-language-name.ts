import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest, type LanguageDto } from 'shared-ui';
import { localizedName } from 'shared-ui/contracts';

/** GET /public/languages: every language with its English name (cached on the server until an admin edits it). */
export const publicLanguagesKey = '/public/languages';

const getLanguages = (path: string) => apiRequest<LanguageDto[]>(path, { public: true });
const key = (name: string) => name.trim().toLocaleLowerCase('tr');

/**
 * Jobs keep their languages as the Turkish names ("Almanca"), and translators type theirs; this names a language
 * in the reader's language: the admin's English name on the English site, the Turkish otherwise. A name that is
 * not in the list (a translator's own wording) is shown as written.
 */
export function useLanguageName(): (name: string) => string {
  const { i18n } = useTranslation();
  const { data } = useSWR(publicLanguagesKey, getLanguages);
  const lang = i18n.language;
  // anything but a list of languages (a proxy's page, an unrelated test stub) is treated as not loaded
  const byName = useMemo(() => {
    const rows = Array.isArray(data) ? data.filter((row) => typeof row?.name === 'string') : [];
    return new Map(rows.map((row) => [key(row.name), row]));
  }, [data]);
  return useCallback(
    (name: string) => {
      const row = byName.get(key(name));
      return row ? localizedName(row, lang) : name;
    },
    [byName, lang],
  );
}

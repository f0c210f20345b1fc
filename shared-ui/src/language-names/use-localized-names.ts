import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest } from 'shared-ui';
import { localizedName } from 'shared-ui/contracts';

interface NamedRow {
  name: string;
  name_en: string | null;
}

const getRows = (path: string) => apiRequest<NamedRow[]>(path, { public: true });
const key = (name: string) => name.trim().toLocaleLowerCase('tr');

/**
 * Names a row of a public list (`listPath`: languages, script types) in the reader's language: the admin's English
 * name on the English site, the Turkish otherwise. Jobs keep such names as the Turkish words they were ordered with,
 * and translators type theirs: a name not in the list is shown as written.
 */
export function useLocalizedNames(listPath: string): (name: string) => string {
  const { i18n } = useTranslation();
  const { data } = useSWR(listPath, getRows);
  const lang = i18n.language;
  // anything but a list of names (a proxy's page, an unrelated test stub) is treated as not loaded
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

import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type LanguageDto } from 'shared-ui';
import { localizedName } from 'shared-ui/contracts';

/** Jobs keep the Turkish language names; this shows them in the reader's language (the admin's English names). */
export function useLanguageNames(): (name: string) => string {
  const { i18n } = useTranslation();
  const { data } = useSWR('/public/languages', (path: string) => apiRequest<LanguageDto[]>(path, { public: true }));
  return (name) => {
    const row = data?.find((l) => l.name === name);
    return row ? localizedName(row, i18n.language) : name;
  };
}

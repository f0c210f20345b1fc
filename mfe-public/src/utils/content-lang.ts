import { useTranslation } from 'react-i18next';
import type { Locale } from 'shared-ui';

/** The interface language as 'tr' | 'en' (the fallback is tr). */
export function useContentLang(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'tr';
}

import { useTranslation } from 'react-i18next';
import type { Locale } from 'shared-ui';

/** The interface language as a contract Locale, for messageText() and the formatters. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'tr';
}

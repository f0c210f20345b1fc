import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../contracts';
import { DEFAULT_LANGUAGE, getLanguage, showLanguage, storeLanguage } from './language';
import { commonEn } from './locales/en';
import { commonTr } from './locales/tr';

/**
 * One i18next instance for the whole site: shared-ui is a federation singleton, so the shell and every remote
 * see the same instance. Each remote adds its own namespace with registerNamespace().
 */
export const i18n: I18n = i18next.createInstance();

let initialized = false;
export function initI18n(): I18n {
  if (initialized) return i18n;
  initialized = true;
  void i18n.use(initReactI18next).init({
    lng: getLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['tr', 'en'],
    defaultNS: 'common',
    ns: ['common'],
    resources: { tr: { common: commonTr }, en: { common: commonEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  showLanguage(i18n.language === 'en' ? 'en' : 'tr');
  return i18n;
}

type Resources = Record<string, unknown>;
export function registerNamespace(ns: string, resources: { tr: Resources; en: Resources }): void {
  initI18n();
  if (!i18n.hasResourceBundle('tr', ns)) i18n.addResourceBundle('tr', ns, resources.tr, true, true);
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, resources.en, true, true);
}

export async function changeLanguage(lang: Locale): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
}

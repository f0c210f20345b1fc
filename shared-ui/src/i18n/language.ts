import type { Locale } from '../contracts';

/** Spec 1: the choice is kept in localStorage under `lang`; default and fallback tr. */
export const LANG_KEY = 'lang';
export const DEFAULT_LANGUAGE: Locale = 'tr';

export function isLocale(value: unknown): value is Locale {
  return value === 'tr' || value === 'en';
}

/**
 * The visitor's stored choice; without one, the language the server drew the page in (`<html lang>`, taken from the
 * `lang` cookie by api/src/modules/web/index-page.ts), so a page drawn in English stays English when its scripts
 * start; tr otherwise.
 */
export function getLanguage(): Locale {
  try {
    const stored = localStorage.getItem(LANG_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage refused (private mode, a sandboxed frame): the drawn page still knows its language
  }
  const drawn = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(drawn) ? drawn : DEFAULT_LANGUAGE;
}

export function storeLanguage(lang: Locale): void {
  localStorage.setItem(LANG_KEY, lang);
  showLanguage(lang);
}

/**
 * Marks the page with the language, and tells the server in a cookie: the start-up splash is painted from
 * index.html before any script runs, so the server writes its message in this language.
 */
export function showLanguage(lang: Locale): void {
  if (typeof document === 'undefined') return; // the server's render of the first screen (ssr/)
  document.documentElement.lang = lang;
  document.cookie = `${LANG_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

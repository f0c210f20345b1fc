import { useLocalizedNames } from './use-localized-names';

/** GET /public/languages: every language with its English name (cached on the server until an admin edits it). */
export const publicLanguagesKey = '/public/languages';

/** A language ("Almanca") in the reader's language ("German" on the English site). */
export function useLanguageName(): (name: string) => string {
  return useLocalizedNames(publicLanguagesKey);
}

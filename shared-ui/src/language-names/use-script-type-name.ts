import { useLocalizedNames } from './use-localized-names';

/** GET /public/hat-turleri: Osmanlıca's script types with their English names (cached until an admin edits them). */
export const publicScriptTypesKey = '/public/hat-turleri?language_id=1';

/** A job's script type as ordered ("Rika") in the reader's language ("Riq'a" on the English site). */
export function useScriptTypeName(): (name: string) => string {
  return useLocalizedNames(publicScriptTypesKey);
}

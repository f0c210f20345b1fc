/**
 * Does a translator's language list (Dillerim: free text, e.g. "Osmanlıca, Türkçe, English") cover a job's pair?
 * Each side of the pair is known by its Turkish and English names; a translator may have written either, in any
 * case, with or without the Turkish letters (Turkce, ingilizce). Both the source and the target must be in the list.
 */
export interface LanguageNames {
  source: readonly string[];
  target: readonly string[];
}

// Turkish lower case maps I to ı, which English names do not want; then the accents go (ç → c, ü → u, ı → i).
const normal = (name: string) =>
  name
    .trim()
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');

export function coversPair(translatorLanguages: readonly string[], pair: LanguageNames): boolean {
  const known = new Set(translatorLanguages.map(normal));
  const has = (names: readonly string[]) => names.some((name) => known.has(normal(name)));
  return has(pair.source) && has(pair.target);
}

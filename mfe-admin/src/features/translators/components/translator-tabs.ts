/**
 * The two tabs of spec 2.9 Tercümanlar, and the payouts queue across translators; the address names the chosen one
 * as ?status= (the applicants' mail links to it).
 */
export const translatorTabs = ['approved', 'pending', 'payouts'] as const;
export type TranslatorTab = (typeof translatorTabs)[number];

export function asTranslatorTab(value: string | null): TranslatorTab | null {
  return translatorTabs.find((tab) => tab === value) ?? null;
}

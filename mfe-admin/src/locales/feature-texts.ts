import { registerNamespace } from 'shared-ui';

type Resources = Parameters<typeof registerNamespace>[1]['tr'];

/** A feature's i18next namespace in both languages (each feature's `<feature>-texts.ts`). */
export interface FeatureTexts {
  ns: string;
  tr: Resources;
  en: Resources;
}

/**
 * Registers the namespaces a screen declares (its `texts` export), before it draws: routes/lazy-section.ts calls it
 * when the section's chunk arrives, and component tests call it for the feature they render.
 */
export function registerFeatureTexts(...texts: FeatureTexts[]): void {
  for (const { ns, tr, en } of texts) registerNamespace(ns, { tr, en });
}

// `shared-ui/feature-texts`: how a remote declares the texts its screens draw with and registers them when a screen's
// chunk arrives. Not part of the federation singleton (only the bare `shared-ui` is shared): each remote bundles it.
import { registerNamespace } from 'shared-ui';

type Resources = Parameters<typeof registerNamespace>[1]['tr'];

/** A feature's i18next namespace in both languages (each feature's `<feature>-texts.ts`). */
export interface FeatureTexts {
  ns: string;
  tr: Resources;
  en: Resources;
}

/** Registers the namespaces a screen declares (its `texts` export); component tests call it for what they render. */
export function registerFeatureTexts(...texts: FeatureTexts[]): void {
  for (const { ns, tr, en } of texts) registerNamespace(ns, { tr, en });
}

/**
 * A screen module's `texts`, registered as its chunk arrives and before it draws: a remote's routes load each screen
 * as `import('…-screen').then(withTexts)`, so no module registers texts as a side effect of being imported.
 */
export function withTexts<M extends { texts: FeatureTexts[] }>(screen: M): M {
  registerFeatureTexts(...screen.texts);
  return screen;
}

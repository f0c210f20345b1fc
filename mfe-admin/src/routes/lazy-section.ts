import type { ComponentType } from 'react';
import { lazyScreen } from 'shared-ui';
import { registerFeatureTexts, type FeatureTexts } from '../locales/feature-texts';

/**
 * A section's screen with its own chunk (shared-ui's lazyScreen); the screen's module declares the namespaces it
 * draws with (`export const texts`), registered here as the chunk arrives, so no module registers texts as a side
 * effect of being imported.
 */
export function lazySection<K extends string>(
  load: () => Promise<Record<K, ComponentType> & { texts: FeatureTexts[] }>,
  name: K,
): ComponentType {
  return lazyScreen(async () => {
    const screen = await load();
    registerFeatureTexts(...screen.texts);
    return screen;
  }, name);
}

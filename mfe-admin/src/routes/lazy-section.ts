import type { ComponentType } from 'react';
import { lazyScreen } from 'shared-ui';
import { registerFeatureTexts, type FeatureTexts } from '../locales/feature-texts';

/** A section's screen, and a way to fetch its chunk before the screen is drawn. */
export type LazySection = ComponentType & { preload: () => void };

/**
 * A section's screen with its own chunk (shared-ui's lazyScreen); the screen's module declares the namespaces it
 * draws with (`export const texts`), registered here as the chunk arrives, so no module registers texts as a side
 * effect of being imported. `preload()` fetches the chunk as soon as the section's route is known
 * (expose/app.tsx), beside the panel's first requests, instead of after them.
 */
export function lazySection<K extends string>(
  load: () => Promise<Record<K, ComponentType> & { texts: FeatureTexts[] }>,
  name: K,
): LazySection {
  let loading: ReturnType<typeof load> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (screen) => {
        registerFeatureTexts(...screen.texts);
        return screen;
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk is asked again by the section's retry
        throw error;
      },
    );
    return loading;
  };
  const Section = lazyScreen(loadOnce, name) as LazySection;
  Section.preload = () => void loadOnce().catch(() => undefined);
  return Section;
}

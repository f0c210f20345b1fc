import type { AppDeps } from '../../deps';
import { slidersService } from '../content/sliders/service';

/** Its own key in the content cache: forgotten with every admin edit of public content, like GET /sliders. */
const CACHE_KEY = 'index|first-slide-image';

/**
 * The first published slide's image: the home page's largest paint, which index.html preloads. Read
 * through the content cache, so a home page costs no query until an admin edits the content.
 */
export async function firstSlideImage(deps: AppDeps): Promise<string | null> {
  const { entry, generation } = await deps.contentCache.lookup(CACHE_KEY);
  if (entry) return JSON.parse(entry.body) as string | null;
  const slides = await slidersService(deps.db, deps.storage).listPublished();
  const image = slides[0]?.image ?? null;
  deps.contentCache.store(CACHE_KEY, generation, JSON.stringify(image));
  return image;
}

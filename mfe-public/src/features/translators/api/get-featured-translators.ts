import useSWR from 'swr';
import { apiRequest, type FeaturedTranslator } from 'shared-ui';

export const featuredTranslatorsKey = '/public/featured-translators';

/** At most five translators an admin chose; public (no token). */
export function useFeaturedTranslators() {
  return useSWR(featuredTranslatorsKey, (path: string) => apiRequest<FeaturedTranslator[]>(path, { public: true }));
}

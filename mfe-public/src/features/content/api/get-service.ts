import useSWR from 'swr';
import { apiRequest, type Locale, type PublicServiceDto } from 'shared-ui';

/** Long (header) and short (footer) slugs both resolve on the server. */
export const serviceKey = (slug: string, lang: Locale) => `/public/services/${encodeURIComponent(slug)}?lang=${lang}`;

export function useService(slug: string, lang: Locale) {
  return useSWR(serviceKey(slug, lang), (path: string) => apiRequest<PublicServiceDto>(path, { public: true }));
}

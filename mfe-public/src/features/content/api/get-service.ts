import useSWR from 'swr';
import { apiRequest, type Locale, type PublicServiceDto } from 'shared-ui';
import { publicPageData } from 'shared-ui/contracts';

/**
 * Long (header) and short (footer) slugs both resolve on the server. The public pages table's key: the address the
 * server preloads and draws the first screen with.
 */
export const serviceKey = (slug: string, lang: Locale) => publicPageData.service({ slug }, lang);

export function useService(slug: string, lang: Locale) {
  return useSWR(serviceKey(slug, lang), (path: string) => apiRequest<PublicServiceDto>(path, { public: true }));
}

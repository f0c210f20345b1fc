import useSWR from 'swr';
import { apiRequest, type Locale, type PublicPageDto } from 'shared-ui';
import { publicPageData } from 'shared-ui/contracts';

/** The public pages table's key: the address the server preloads and draws the first screen with. */
export const pageKey = (slug: string, lang: Locale) => publicPageData.page({ slug }, lang);

/** An admin-made page (/sayfa/:slug) in the reader's language; its HTML was sanitized by the server. 404 when unknown. */
export function usePage(slug: string, lang: Locale) {
  return useSWR(pageKey(slug, lang), (path: string) => apiRequest<PublicPageDto>(path, { public: true }));
}

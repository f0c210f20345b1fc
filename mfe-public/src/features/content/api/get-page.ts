import useSWR from 'swr';
import { apiRequest, type Locale, type PublicPageDto } from 'shared-ui';

/** The same address the server preloads and draws the first screen with (api/src/modules/web/preloads.ts). */
export const pageKey = (slug: string, lang: Locale) => `/public/pages/${encodeURIComponent(slug)}?lang=${lang}`;

/** An admin-made page (/sayfa/:slug) in the reader's language; its HTML was sanitized by the server. 404 when unknown. */
export function usePage(slug: string, lang: Locale) {
  return useSWR(pageKey(slug, lang), (path: string) => apiRequest<PublicPageDto>(path, { public: true }));
}

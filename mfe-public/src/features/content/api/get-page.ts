import useSWR from 'swr';
import { apiRequest, type PublicPageDto } from 'shared-ui';

export const pageKey = (slug: string) => `/public/pages/${encodeURIComponent(slug)}`;

/** An admin-made page (/sayfa/:slug); its HTML was sanitized by the server. 404 when unknown. */
export function usePage(slug: string) {
  return useSWR(pageKey(slug), (path: string) => apiRequest<PublicPageDto>(path, { public: true }));
}

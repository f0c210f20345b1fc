import useSWR from 'swr';
import { apiRequest, type PrivacyNoticeDto } from 'shared-ui';

/** GET /public/privacy-notice?lang=: the version in force, in the page's language. */
export function usePrivacyNotice(lang: string) {
  const key = `/public/privacy-notice?lang=${lang === 'en' ? 'en' : 'tr'}`;
  return useSWR(key, (path: string) => apiRequest<PrivacyNoticeDto>(path));
}

import useSWR from 'swr';
import type { SiteSettingsDto } from 'shared-ui';

/** GET /public/site-settings: bank details and the office's usual quote time, as the admin set them. */
export function useSiteSettings() {
  const { data, error } = useSWR<SiteSettingsDto>('/public/site-settings');
  return { settings: data, error: error as unknown };
}

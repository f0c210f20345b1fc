import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type AdminSiteSettingsDto, type SiteSettingsInput } from 'shared-ui';

export const adminSiteSettingsKey = '/admin/site-settings';

/** GET /admin/site-settings: the values in force and the last audited changes. */
export function useAdminSiteSettings() {
  const { data, error } = useSWR<AdminSiteSettingsDto>(adminSiteSettingsKey);
  return { data, error: error as unknown };
}

/** PUT /admin/site-settings with the whole set; the answer replaces the cached one. */
export function useSaveSiteSettings() {
  const { mutate } = useSWRConfig();
  return async (input: SiteSettingsInput) => {
    const answer = await apiRequest<AdminSiteSettingsDto & { message: string }>(adminSiteSettingsKey, {
      method: 'PUT',
      body: input,
    });
    await mutate(adminSiteSettingsKey, answer, { revalidate: false });
    await mutate('/public/site-settings');
    return answer;
  };
}

import useSWR from 'swr';
import { apiRequest, type Profile } from 'shared-ui';

export const profileKey = '/settings/profile';

/** GET /settings/profile: the signed-in user's own profile. */
export function useProfile() {
  return useSWR(profileKey, (path: string) => apiRequest<Profile>(path));
}

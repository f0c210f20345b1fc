import useSWR from 'swr';
import { apiRequest, type Profile } from 'shared-ui';

/** GET /settings/profile: the translator's own profile (the settings page reads the same key). */
export function useOwnProfile() {
  return useSWR('/settings/profile', (path: string) => apiRequest<Profile>(path));
}

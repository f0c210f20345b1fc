import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type AdminReleasesDto, type ReleasableRemote } from 'shared-ui';

export const adminReleasesKey = '/admin/releases';

/** GET /admin/releases: each remote's stored versions, the one served and the rollback, the last changes. */
export function useAdminReleases() {
  const { data, error } = useSWR<AdminReleasesDto>(adminReleasesKey);
  return { data, error: error as unknown };
}

/** PUT /admin/releases/{remote}: serve `version` (null: the build that came with the server) from now on. */
export function useChooseRelease() {
  const { mutate } = useSWRConfig();
  return async (remote: ReleasableRemote, version: string | null) => {
    const answer = await apiRequest<AdminReleasesDto & { message: string }>(`${adminReleasesKey}/${remote}`, {
      method: 'PUT',
      body: { version },
    });
    await mutate(adminReleasesKey, answer, { revalidate: false });
    return answer;
  };
}

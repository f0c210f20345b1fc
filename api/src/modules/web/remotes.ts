import type { Env } from '../../config/env';

/** The four remotes: package folder, federation name and the variable that can move it elsewhere. */
export const remotePackages = [
  { pkg: 'mfe-public', name: 'mfe_public', envKey: 'REMOTE_PUBLIC_URL' },
  { pkg: 'mfe-customer', name: 'mfe_customer', envKey: 'REMOTE_CUSTOMER_URL' },
  { pkg: 'mfe-translator', name: 'mfe_translator', envKey: 'REMOTE_TRANSLATOR_URL' },
  { pkg: 'mfe-admin', name: 'mfe_admin', envKey: 'REMOTE_ADMIN_URL' },
] as const;

export interface RemoteEntry {
  name: string;
  entry: string;
}

/**
 * What /mf-remotes.json answers: each remote's manifest — a configured URL (REMOTE_*_URL) first, then the release
 * the admin chose (/releases/<remote>/<version>/), else the build that came with the server.
 */
export function remoteRegistry(env: Env, active: Partial<Record<string, string>> = {}): { remotes: RemoteEntry[] } {
  return {
    remotes: remotePackages.map(({ pkg, name, envKey }) => {
      const release = active[pkg];
      const served = release ? `/releases/${pkg}/${release}/mf-manifest.json` : `/remotes/${pkg}/mf-manifest.json`;
      return { name, entry: env[envKey] ?? served };
    }),
  };
}

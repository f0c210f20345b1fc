import { paths } from './paths';
import type { Role } from './auth';

export type RemoteName = 'mfe_public' | 'mfe_customer' | 'mfe_translator' | 'mfe_admin';

export interface RemoteRoute {
  prefix: string;
  remote: RemoteName;
  /** Needs a session; with `role`, that role only (spec 2.2). */
  auth?: boolean;
  role?: Role;
}

/**
 * Which remote renders which part of the site. First match wins; the public remote takes the rest. The shell mounts
 * by it; the server reads it to know which pages the public remote draws (what it preloads and draws itself).
 */
export const remoteRoutes: RemoteRoute[] = [
  { prefix: paths.panel.user, remote: 'mfe_customer', auth: true, role: 'user' },
  { prefix: '/odeme', remote: 'mfe_customer' },
  { prefix: paths.panel.translator, remote: 'mfe_translator', auth: true, role: 'translator' },
  { prefix: paths.panel.admin, remote: 'mfe_admin', auth: true, role: 'admin' },
  { prefix: paths.settings, remote: 'mfe_public', auth: true },
  { prefix: '/', remote: 'mfe_public' },
];

export function remoteRouteFor(pathname: string): RemoteRoute {
  const match = remoteRoutes.find(
    (r) => r.prefix === '/' || pathname === r.prefix || pathname.startsWith(`${r.prefix}/`),
  );
  return match ?? (remoteRoutes[remoteRoutes.length - 1] as RemoteRoute);
}

import { useLocation } from 'react-router-dom';
import { AccessGuard } from '../session/access-guard';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { remoteRouteFor } from 'shared-ui/contracts';

/** Picks the remote for the current path (shared-ui/contracts remote-routes.ts) and guards it. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const route = remoteRouteFor(pathname);
  const outlet = <RemoteOutlet name={route.remote} />;
  return route.auth ? <AccessGuard role={route.role}>{outlet}</AccessGuard> : outlet;
}

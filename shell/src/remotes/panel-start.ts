import { getSession, requestEarly } from 'shared-ui';
import { panelPageData, remoteRouteFor } from 'shared-ui/contracts';
import { preloadRemote } from './remote-outlet';

/**
 * On a panel's address (or the payment page's) with a session that may see it, asks for the remote and the API
 * answers its screen shows first (shared-ui/src/contracts/panel-pages.ts) while the shell is still starting, instead
 * of once its first render has reached the remote and the remote's screen has rendered. The answers wait in
 * shared-ui's early answers (api/early-answers.ts), where SWR's fetcher hands them to the screen's `useSWR` with the
 * same key. The calls carry the session's token, which the server's `<link rel="preload">` cannot: that is why
 * the browser asks for them here. Without a session, or with another role's, nothing is asked: the guard sends the
 * visitor on.
 */
export function startPanel(location: Pick<Location, 'pathname' | 'search'>): void {
  const route = remoteRouteFor(location.pathname);
  if (route.remote === 'mfe_public') return;
  const session = getSession();
  if (!session || (route.role && session.user.role !== route.role)) return;
  // a remote that fails here is loaded again, with its retry, when the outlet renders
  preloadRemote(route.remote).catch(() => undefined);
  for (const key of panelPageData(location.pathname, location.search)) requestEarly(key);
}

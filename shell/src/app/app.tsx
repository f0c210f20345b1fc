import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider, ToastProvider, i18n, useScreenSettled } from 'shared-ui';
import { Layout } from '../layout/layout';
import { useSplashVisible } from '../layout/splash/splash';
import { LoginPopupHost } from '../session/login-popup-host';
import { NavigationEffects } from './navigation/navigation-effects';
import { SiteRoutes } from './site-routes';

/** The site in the browser. `fallback`: the data of the server-rendered first screen (ssr/), when it came with one. */
export function App({ fallback }: { fallback?: Record<string, unknown> }) {
  const splash = useSplashVisible();
  return (
    <AppProviders i18n={i18n} fallback={fallback}>
      <BrowserRouter>
        <Site covered={splash} drawn={fallback !== undefined} />
      </BrowserRouter>
    </AppProviders>
  );
}

/**
 * Texts, API cache and toasts around the router. The server's render of the first screen (ssr/) uses these and
 * `Site` under its own router: the browser hydrates that HTML, so both must draw the same tree.
 */
export function AppProviders(props: { i18n: I18n; fallback?: Record<string, unknown>; children: ReactNode }) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <ApiProvider fallback={props.fallback}>
        <ToastProvider>{props.children}</ToastProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}

const noChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (useSyncExternalStore
 * draws the server's value first when hydrating, then the browser's).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * Layout and the remote of the current path; `covered` while the start-up splash is on screen, `drawn` when the
 * server drew the page (it is in reach once its screen is taken over too, not only the layout around it). `frame`
 * stands in for the remote where the server draws a panel's frame (ssr/src/render-panel-frame.tsx).
 */
export function Site({ covered, drawn, frame }: { covered: boolean; drawn: boolean; frame?: ReactNode }) {
  const hydrated = useHydrated();
  const screenSettled = useScreenSettled();
  const waiting = !hydrated || (drawn && !screenSettled);
  // One element for the life of the page: when `inert` changes, React leaves what is inside alone. A part of a
  // server-drawn page still waiting for its code (a lazy screen) would otherwise be drawn again instead of hydrated.
  const site = useMemo(
    () => (
      <>
        <Layout>{frame ?? <SiteRoutes />}</Layout>
        <LoginPopupHost />
      </>
    ),
    [frame],
  );
  return (
    <>
      <NavigationEffects />
      {/* The site renders under index.html's splash; `inert` keeps it out of reach until the splash is gone, and a
          page drawn on the server until its scripts have taken it over: a form sent before would go nowhere. */}
      <div inert={covered || waiting}>{site}</div>
    </>
  );
}

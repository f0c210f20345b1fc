import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider, i18n, initI18n, type SessionUser } from 'shared-ui';
import { registerPublicTexts } from '../../../locales/register';
import { siteRoutes } from '../../../routes/site-routes';

/** Where the router is now, so a test can see navigations. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The providers the shell gives a remote: i18n, toasts, a fresh SWR cache per test, a memory router. */
export function SiteProviders({ url = '/', children }: { url?: string; children: ReactNode }) {
  initI18n();
  registerPublicTexts();
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
      >
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

/** Renders the site routes at `url`. */
export function renderSite(url: string) {
  return render(
    <SiteProviders url={url}>
      <Routes>{siteRoutes}</Routes>
    </SiteProviders>,
  );
}

export function renderWithProviders(ui: ReactNode, url = '/') {
  return render(
    <SiteProviders url={url}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
    </SiteProviders>,
  );
}

export function signIn(user: Partial<SessionUser> = {}): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 7, name: 'Ayşe', surname: 'Kaya', email: 'ayse@example.com', role: 'user', ...user }),
  );
}

import '../../account/testing/dom-polyfills';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastProvider, i18n, initI18n, useSession, type Role } from 'shared-ui';
import { registerPublicTexts } from '../../../locales/register';
import { settingsRoutes } from '../../../routes/settings-routes';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Like the shell's guard around /settings: without a session, off to /login. */
function SignedInOnly() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Signs a user of `role` in, the way the shell stores the session. */
export function signInAs(role: Role): void {
  localStorage.setItem('token', 'old-token');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 7, name: 'Ayşe', surname: 'Kaya', email: 'ayse@example.com', role }),
  );
}

/** The settings routes at `url` with what the shell provides: i18n, a fresh SWR cache, toasts, a router. */
export function renderSettings(url = '/settings') {
  initI18n();
  registerPublicTexts();
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
      >
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route element={<SignedInOnly />}>{settingsRoutes}</Route>
              <Route path="*" element={<p>home</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

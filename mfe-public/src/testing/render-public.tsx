import type { ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { useSession, type Role, type SessionUser } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { accountRoutes } from '../routes/account-routes';
import { settingsRoutes } from '../routes/settings-routes';
import { siteRoutes } from '../routes/site-routes';

/**
 * `ui` at `url` with what the shell provides (shared-ui's test harness). The texts are there because the routes below
 * declare every screen: the test set-up preloads the screens (shared-ui/src/testing/setup-dom.ts), which registers
 * each screen's `texts`.
 */
export function renderPublic(ui: ReactNode, url = '/', language?: 'tr' | 'en') {
  return renderWithProviders(ui, { url, language });
}

/** The site routes (home, content, contact, …) at `url`, in Turkish unless `language` says otherwise. */
export const renderSite = (url: string, language?: 'tr' | 'en') =>
  renderPublic(<Routes>{siteRoutes}</Routes>, url, language);

/** The account routes (login, register, password, verification) at `url`. */
export const renderAccount = (url: string) =>
  renderPublic(
    <Routes>
      {accountRoutes}
      <Route path="*" element={null} />
    </Routes>,
    url,
  );

/** Like the shell's guard around /settings: without a session, off to /login. */
function SignedInOnly() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}

/** The settings routes at `url`, behind the shell's sign-in guard. */
export const renderSettings = (url = '/settings') =>
  renderPublic(
    <Routes>
      <Route element={<SignedInOnly />}>{settingsRoutes}</Route>
      <Route path="*" element={<p>home</p>} />
    </Routes>,
    url,
  );

/** Signs a user in the way the shell stores the session. */
export function signInAs(role: Role = 'user', user: Partial<SessionUser> = {}): void {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 7, name: 'Ayşe', surname: 'Kaya', email: 'ayse@example.com', role, ...user }),
  );
}

import { Routes } from 'react-router-dom';
import { ScreenSuspense } from 'shared-ui';
import { accountRoutes } from '../routes/account-routes';
import { siteRoutes } from '../routes/site-routes';
import { settingsRoutes } from '../routes/settings-routes';

/** The one module this remote exposes; the shell mounts it for every public route and /settings. */
export default function App() {
  return (
    <ScreenSuspense>
      <Routes>
        {accountRoutes}
        {settingsRoutes}
        {siteRoutes}
      </Routes>
    </ScreenSuspense>
  );
}

import { Routes } from 'react-router-dom';
import { ScreenSuspense } from 'shared-ui';
import { customerRoutes } from '../routes/customer-routes';

/** The one module this remote exposes; the shell mounts it at its paths (shared-ui/src/contracts/remote-routes.ts). */
export default function App() {
  return (
    <ScreenSuspense>
      <Routes>{customerRoutes}</Routes>
    </ScreenSuspense>
  );
}

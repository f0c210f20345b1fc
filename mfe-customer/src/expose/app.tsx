import { Route, Routes } from 'react-router-dom';
import { lazyScreen, paths, ScreenSuspense } from 'shared-ui';
import { registerCustomerTexts } from '../locales/register';

registerCustomerTexts();

const JobPageRoute = lazyScreen(() => import('../routes/job-page-route'), 'JobPageRoute');
const PaymentRoute = lazyScreen(() => import('../routes/payment-route'), 'PaymentRoute');
const UserPanelRoute = lazyScreen(() => import('../routes/user-panel-route'), 'UserPanelRoute');

/** The one module this remote exposes; the shell mounts it at its paths (shared-ui/src/contracts/remote-routes.ts). */
export default function App() {
  return (
    <ScreenSuspense>
      <Routes>
        <Route path={paths.panel.user} element={<UserPanelRoute />} />
        <Route path={paths.customerJob(':id')} element={<JobPageRoute />} />
        <Route path={paths.payment(':jobId')} element={<PaymentRoute />} />
      </Routes>
    </ScreenSuspense>
  );
}

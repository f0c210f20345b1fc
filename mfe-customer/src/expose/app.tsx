import { Route, Routes } from 'react-router-dom';
import { paths } from 'shared-ui';
import { registerCustomerTexts } from '../locales/register';
import { JobPageRoute } from '../routes/job-page-route';
import { PaymentRoute } from '../routes/payment-route';
import { UserPanelRoute } from '../routes/user-panel-route';

registerCustomerTexts();

/** The one module this remote exposes; the shell mounts it for its routes (shell/src/remotes/remote-table.ts). */
export default function App() {
  return (
    <Routes>
      <Route path={paths.panel.user} element={<UserPanelRoute />} />
      <Route path={paths.customerJob(':id')} element={<JobPageRoute />} />
      <Route path={paths.payment(':jobId')} element={<PaymentRoute />} />
    </Routes>
  );
}

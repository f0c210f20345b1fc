import { Route } from 'react-router-dom';
import { lazyScreen, paths } from 'shared-ui';
import { withTexts } from 'shared-ui/feature-texts';

/**
 * The customer's screens, each with its own chunk; a screen's `texts` are registered as its chunk arrives. Paths
 * are the ones the shell mounts this remote at (shared-ui/src/contracts/remote-routes.ts).
 */
const UserPanelScreen = lazyScreen(
  () => import('../features/panel/screens/user-panel-screen').then(withTexts),
  'UserPanelScreen',
);
const JobPageScreen = lazyScreen(
  () => import('../features/job-page/screens/job-page-screen').then(withTexts),
  'JobPageScreen',
);
const PaymentScreen = lazyScreen(
  () => import('../features/payment/screens/payment-screen').then(withTexts),
  'PaymentScreen',
);

export const customerRoutes = [
  <Route key="panel" path={paths.panel.user} element={<UserPanelScreen />} />,
  <Route key="job" path={paths.customerJob(':id')} element={<JobPageScreen />} />,
  <Route key="payment" path={paths.payment(':jobId')} element={<PaymentScreen />} />,
];

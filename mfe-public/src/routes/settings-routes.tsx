import { Route } from 'react-router-dom';
import { lazyScreen, paths } from 'shared-ui';

const SettingsScreen = lazyScreen(() => import('../features/settings/screens/settings-screen'), 'SettingsScreen');

/** Account settings (signed-in; the shell guards the route). */
export const settingsRoutes = [<Route key="settings" path={`${paths.settings}/*`} element={<SettingsScreen />} />];

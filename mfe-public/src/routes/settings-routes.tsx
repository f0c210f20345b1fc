import { Route } from 'react-router-dom';
import { paths } from 'shared-ui';
import { SettingsScreen } from '../features/settings/screens/settings-screen';

/** Account settings (signed-in; the shell guards the route). */
export const settingsRoutes = [<Route key="settings" path={`${paths.settings}/*`} element={<SettingsScreen />} />];

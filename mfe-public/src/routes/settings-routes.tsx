import { lazyScreen } from 'shared-ui';
import { routesFor, type ScreensByName } from './page-routes';

/** Account settings (signed-in; the shell guards the route). */
export const settingsScreens = {
  'settings-screen': lazyScreen(() => import('../features/settings/screens/settings-screen'), 'SettingsScreen'),
} satisfies ScreensByName;

export const settingsRoutes = routesFor(settingsScreens);

import { lazyScreen } from 'shared-ui';
import { withTexts } from 'shared-ui/feature-texts';
import { routesFor, type ScreensByName } from './page-routes';

/** Account settings (signed-in; the shell guards the route). */
export const settingsScreens = {
  'settings-screen': lazyScreen(
    () => import('../features/settings/screens/settings-screen').then(withTexts),
    'SettingsScreen',
  ),
} satisfies ScreensByName;

export const settingsRoutes = routesFor(settingsScreens);

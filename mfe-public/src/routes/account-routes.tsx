import { lazyScreen } from 'shared-ui';
import { withTexts } from 'shared-ui/feature-texts';
import { routesFor, type ScreensByName } from './page-routes';

/** Sign-in, registration, e-mail verification and password reset screens. */
export const accountScreens = {
  'login-screen': lazyScreen(() => import('../features/account/screens/login-screen').then(withTexts), 'LoginScreen'),
  'register-screen': lazyScreen(
    () => import('../features/account/screens/register-screen').then(withTexts),
    'RegisterScreen',
  ),
  'forgot-password-screen': lazyScreen(
    () => import('../features/account/screens/forgot-password-screen').then(withTexts),
    'ForgotPasswordScreen',
  ),
  'reset-password-screen': lazyScreen(
    () => import('../features/account/screens/reset-password-screen').then(withTexts),
    'ResetPasswordScreen',
  ),
  'verify-email-screen': lazyScreen(
    () => import('../features/account/screens/verify-email-screen').then(withTexts),
    'VerifyEmailScreen',
  ),
} satisfies ScreensByName;

export const accountRoutes = routesFor(accountScreens);

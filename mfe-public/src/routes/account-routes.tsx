import { lazyScreen } from 'shared-ui';
import { routesFor, type ScreensByName } from './page-routes';

/** Sign-in, registration, e-mail verification and password reset screens. */
export const accountScreens = {
  'login-screen': lazyScreen(() => import('../features/account/screens/login-screen'), 'LoginScreen'),
  'register-screen': lazyScreen(() => import('../features/account/screens/register-screen'), 'RegisterScreen'),
  'forgot-password-screen': lazyScreen(
    () => import('../features/account/screens/forgot-password-screen'),
    'ForgotPasswordScreen',
  ),
  'reset-password-screen': lazyScreen(
    () => import('../features/account/screens/reset-password-screen'),
    'ResetPasswordScreen',
  ),
  'verify-email-screen': lazyScreen(
    () => import('../features/account/screens/verify-email-screen'),
    'VerifyEmailScreen',
  ),
} satisfies ScreensByName;

export const accountRoutes = routesFor(accountScreens);

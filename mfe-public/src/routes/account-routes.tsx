import { Route } from 'react-router-dom';
import { lazyScreen, paths } from 'shared-ui';

const ForgotPasswordScreen = lazyScreen(
  () => import('../features/account/screens/forgot-password-screen'),
  'ForgotPasswordScreen',
);
const LoginScreen = lazyScreen(() => import('../features/account/screens/login-screen'), 'LoginScreen');
const RegisterScreen = lazyScreen(() => import('../features/account/screens/register-screen'), 'RegisterScreen');
const ResetPasswordScreen = lazyScreen(
  () => import('../features/account/screens/reset-password-screen'),
  'ResetPasswordScreen',
);
const VerifyEmailScreen = lazyScreen(
  () => import('../features/account/screens/verify-email-screen'),
  'VerifyEmailScreen',
);

/** Sign-in, registration, e-mail verification and password reset screens. */
export const accountRoutes = [
  <Route key="login" path={paths.login} element={<LoginScreen />} />,
  <Route key="register" path={paths.register} element={<RegisterScreen />} />,
  <Route key="forgot-password" path={paths.forgotPassword} element={<ForgotPasswordScreen />} />,
  <Route key="reset-password" path={paths.resetPassword} element={<ResetPasswordScreen />} />,
  <Route key="verify-email" path={paths.verifyEmail} element={<VerifyEmailScreen />} />,
  <Route key="verify" path={paths.verify} element={<VerifyEmailScreen />} />,
];

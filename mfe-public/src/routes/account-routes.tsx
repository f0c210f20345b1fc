import { Route } from 'react-router-dom';
import { paths } from 'shared-ui';
import { ForgotPasswordScreen } from '../features/account/screens/forgot-password-screen';
import { LoginScreen } from '../features/account/screens/login-screen';
import { RegisterScreen } from '../features/account/screens/register-screen';
import { ResetPasswordScreen } from '../features/account/screens/reset-password-screen';
import { VerifyEmailScreen } from '../features/account/screens/verify-email-screen';

/** Sign-in, registration, e-mail verification and password reset screens. */
export const accountRoutes = [
  <Route key="login" path={paths.login} element={<LoginScreen />} />,
  <Route key="register" path={paths.register} element={<RegisterScreen />} />,
  <Route key="forgot-password" path={paths.forgotPassword} element={<ForgotPasswordScreen />} />,
  <Route key="reset-password" path={paths.resetPassword} element={<ResetPasswordScreen />} />,
  <Route key="verify-email" path={paths.verifyEmail} element={<VerifyEmailScreen />} />,
  <Route key="verify" path={paths.verify} element={<VerifyEmailScreen />} />,
];

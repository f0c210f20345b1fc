import type { AccountResources } from '../tr/account';

export const accountEn: AccountResources = {
  fields: {
    name: 'First name',
    surname: 'Last name',
    email: 'E-mail',
    password: 'Password',
    birthDate: 'Date of birth',
    phone: 'Phone',
    phoneCountry: 'Country',
    newPassword: 'New password',
    repeatPassword: 'New password (again)',
    showPassword: 'Show password',
    honeypot: 'Leave this field empty',
  },
  hints: {
    password:
      'At least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol (e.g. !, ?, #).',
    phone: 'Choose the country, then type your number.',
  },
  login: {
    title: 'Sign in',
    intro: 'Sign in to your account to follow your orders.',
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    register: 'Register',
    failed: 'Incorrect e-mail or password.',
    verificationSent:
      'You are registered. We have sent a verification link to {{email}}: open it to activate your account before you sign in. If the e-mail has not arrived, look in your spam folder too.',
  },
  register: {
    title: 'Register',
    intro: 'Create a free account to upload your documents and get offers.',
    submit: 'Register',
    consentHint: 'Tick both boxes to register.',
    terms: 'I have read and understood the <doc>Personal Data Protection Notice (KVKK)</doc>.',
    privacy: 'I have read and accept the <doc>Privacy Policy and Terms of Use</doc>.',
    newTab: '(opens in a new tab)',
    haveAccount: 'Already have an account?',
    login: 'Sign in',
    failed: 'Registration failed.',
    success: 'Registration successful!',
    translatorNote: 'Want to work as a translator?',
    translatorLink: 'Apply as a translator',
  },
  forgot: {
    title: 'Forgot password',
    intro: 'Enter the e-mail address of your account and we will send you a password reset link.',
    submit: 'Send reset link',
    back: 'Back to sign in',
  },
  reset: {
    title: 'Set a new password',
    intro: 'Choose a new password for your account.',
    submit: 'Update password',
    missingLink: 'The link is incomplete or wrong. Please request a new password reset link.',
    requestNew: 'Request a new link',
    redirecting: 'Taking you to the sign-in page…',
  },
  verify: {
    title: 'E-mail verification',
    checking: 'Verifying…',
    successTitle: 'Your e-mail address is verified!',
    successText: 'Your account is active. You will be taken to the sign-in page in a few seconds.',
    login: 'Sign in',
    expiredTitle: 'The link has expired',
    expiredText: 'The verification link is invalid or has expired. You can ask for a new one.',
  },
  resend: {
    button: 'Resend the verification e-mail',
  },
};

import type { SecondStepTexts } from '../tr/second-step';

export const secondStepEn: SecondStepTexts = {
  title: 'Verification code',
  intro: 'Your account has two-step sign-in. Enter the 6-digit code from your authenticator app.',
  code: 'Verification code',
  codeHint: 'If you cannot reach your phone, enter one of your recovery codes.',
  codeRequired: 'Enter the code.',
  submit: 'Verify',
  back: 'Sign in with another account',
  failed: 'The code could not be verified.',
};

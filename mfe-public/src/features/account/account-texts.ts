import type { FeatureTexts } from 'shared-ui/feature-texts';
import { accountEn } from '../../locales/en/account';
import { secondStepEn } from '../../locales/en/second-step';
import { accountTr } from '../../locales/tr/account';
import { secondStepTr } from '../../locales/tr/second-step';

/**
 * The sign-in, sign-up and password screens' texts. The phone field (components/phone-field) draws with them too,
 * so the apply form and the settings declare them as well.
 */
export const accountNs = 'account';
export const accountTexts: FeatureTexts = { ns: accountNs, tr: accountTr, en: accountEn };

/** The sign-in's second step (the authenticator code), drawn by the login screen. */
export const secondStepNs = 'second-step';
export const secondStepTexts: FeatureTexts = { ns: secondStepNs, tr: secondStepTr, en: secondStepEn };

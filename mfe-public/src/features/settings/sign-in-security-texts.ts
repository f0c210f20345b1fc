import type { FeatureTexts } from 'shared-ui/feature-texts';
import { signInSecurityEn } from '../../locales/en/sign-in-security';
import { signInSecurityTr } from '../../locales/tr/sign-in-security';

export const signInSecurityNs = 'sign-in-security';
export const signInSecurityTexts: FeatureTexts = { ns: signInSecurityNs, tr: signInSecurityTr, en: signInSecurityEn };

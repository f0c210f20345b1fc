import type { FeatureTexts } from 'shared-ui/feature-texts';
import { verificationEn } from '../../locales/en/verification';
import { verificationTr } from '../../locales/tr/verification';

export const verificationNs = 'verification';
export const verificationTexts: FeatureTexts = { ns: verificationNs, tr: verificationTr, en: verificationEn };

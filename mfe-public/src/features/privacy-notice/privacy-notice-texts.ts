import type { FeatureTexts } from 'shared-ui/feature-texts';
import { privacyEn } from '../../locales/en/privacy';
import { privacyTr } from '../../locales/tr/privacy';

/** The data-rights texts (Kişisel Verilerim, the notice page, the consent banner). */
export const privacyNs = 'privacy';
export const privacyTexts: FeatureTexts = { ns: privacyNs, tr: privacyTr, en: privacyEn };

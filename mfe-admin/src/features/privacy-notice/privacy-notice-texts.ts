import type { FeatureTexts } from '../../locales/feature-texts';
import { privacyNoticeEn } from '../../locales/en/privacy-notice';
import { privacyNoticeTr } from '../../locales/tr/privacy-notice';

export const privacyNoticeTexts: FeatureTexts = { ns: 'admin-privacy', tr: privacyNoticeTr, en: privacyNoticeEn };

import type { FeatureTexts } from '../../locales/feature-texts';
import { siteSettingsEn } from '../../locales/en/site-settings';
import { siteSettingsTr } from '../../locales/tr/site-settings';

export const siteSettingsTexts: FeatureTexts = { ns: 'admin-site', tr: siteSettingsTr, en: siteSettingsEn };

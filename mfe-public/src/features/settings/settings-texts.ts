import type { FeatureTexts } from 'shared-ui/feature-texts';
import { settingsEn } from '../../locales/en/settings';
import { settingsTr } from '../../locales/tr/settings';

export const settingsNs = 'settings';
export const settingsTexts: FeatureTexts = { ns: settingsNs, tr: settingsTr, en: settingsEn };

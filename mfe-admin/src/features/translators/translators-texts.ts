import type { FeatureTexts } from '../../locales/feature-texts';
import { translatorsEn } from '../../locales/en/translators';
import { translatorsTr } from '../../locales/tr/translators';

export const translatorsTexts: FeatureTexts = { ns: 'admin-translators', tr: translatorsTr, en: translatorsEn };

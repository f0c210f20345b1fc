import type { FeatureTexts } from '../../locales/feature-texts';
import { languagesEn } from '../../locales/en/languages';
import { languagesTr } from '../../locales/tr/languages';

export const languagesTexts: FeatureTexts = { ns: 'admin-languages', tr: languagesTr, en: languagesEn };

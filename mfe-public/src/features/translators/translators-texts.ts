import type { FeatureTexts } from 'shared-ui/feature-texts';
import { translatorsEn } from '../../locales/en/translators';
import { translatorsTr } from '../../locales/tr/translators';

export const translatorsNs = 'translators';
export const translatorsTexts: FeatureTexts = { ns: translatorsNs, tr: translatorsTr, en: translatorsEn };

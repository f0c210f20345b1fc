import type { FeatureTexts } from 'shared-ui/feature-texts';
import { homeEn } from '../../locales/en/home';
import { homeTr } from '../../locales/tr/home';

/** The home page's i18n namespace. */
export const homeNs = 'home';
export const homeTexts: FeatureTexts = { ns: homeNs, tr: homeTr, en: homeEn };

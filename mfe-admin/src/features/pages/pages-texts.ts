import type { FeatureTexts } from '../../locales/feature-texts';
import { pagesEn } from '../../locales/en/pages';
import { pagesTr } from '../../locales/tr/pages';

export const pagesTexts: FeatureTexts = { ns: 'admin-pages', tr: pagesTr, en: pagesEn };

import type { FeatureTexts } from '../../locales/feature-texts';
import { featuredEn } from '../../locales/en/featured';
import { featuredTr } from '../../locales/tr/featured';

export const featuredTexts: FeatureTexts = { ns: 'admin-featured', tr: featuredTr, en: featuredEn };

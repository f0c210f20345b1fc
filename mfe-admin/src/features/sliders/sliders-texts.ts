import type { FeatureTexts } from '../../locales/feature-texts';
import { slidersEn } from '../../locales/en/sliders';
import { slidersTr } from '../../locales/tr/sliders';

export const slidersTexts: FeatureTexts = { ns: 'admin-sliders', tr: slidersTr, en: slidersEn };

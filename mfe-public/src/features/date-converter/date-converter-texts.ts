import type { FeatureTexts } from 'shared-ui/feature-texts';
import { dateConverterPageEn } from '../../locales/en/date-converter';
import { dateConverterPageTr } from '../../locales/tr/date-converter';

export const dateConverterPageNs = 'dateConverterPage';
export const dateConverterPageTexts: FeatureTexts = {
  ns: dateConverterPageNs,
  tr: dateConverterPageTr,
  en: dateConverterPageEn,
};

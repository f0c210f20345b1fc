import type { FeatureTexts } from '../../locales/feature-texts';
import { priceListEn } from '../../locales/en/price-list';
import { priceListTr } from '../../locales/tr/price-list';

export const priceListTexts: FeatureTexts = { ns: 'admin-prices', tr: priceListTr, en: priceListEn };

import type { FeatureTexts } from 'shared-ui/feature-texts';
import { quoteEn } from '../../locales/en/quote';
import { quoteTr } from '../../locales/tr/quote';

export const quoteNs = 'quote';
export const quoteTexts: FeatureTexts = { ns: quoteNs, tr: quoteTr, en: quoteEn };

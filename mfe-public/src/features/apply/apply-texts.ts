import type { FeatureTexts } from 'shared-ui/feature-texts';
import { applyEn } from '../../locales/en/apply';
import { applyTr } from '../../locales/tr/apply';

export const applyNs = 'apply';
export const applyTexts: FeatureTexts = { ns: applyNs, tr: applyTr, en: applyEn };

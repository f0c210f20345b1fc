import type { FeatureTexts } from 'shared-ui/feature-texts';
import { contentEn } from '../../locales/en/content';
import { contentTr } from '../../locales/tr/content';

/** The content screens' i18n namespace. */
export const contentNs = 'content';
export const contentTexts: FeatureTexts = { ns: contentNs, tr: contentTr, en: contentEn };

import type { FeatureTexts } from 'shared-ui/feature-texts';
import { contactEn } from '../../locales/en/contact';
import { contactTr } from '../../locales/tr/contact';

export const contactNs = 'contact';
export const contactTexts: FeatureTexts = { ns: contactNs, tr: contactTr, en: contactEn };

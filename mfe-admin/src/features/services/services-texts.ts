import type { FeatureTexts } from '../../locales/feature-texts';
import { servicesEn } from '../../locales/en/services';
import { servicesTr } from '../../locales/tr/services';

export const servicesTexts: FeatureTexts = { ns: 'admin-services', tr: servicesTr, en: servicesEn };

import type { FeatureTexts } from '../../locales/feature-texts';
import { dashboardEn } from '../../locales/en/dashboard';
import { dashboardTr } from '../../locales/tr/dashboard';

export const dashboardTexts: FeatureTexts = { ns: 'admin-dashboard', tr: dashboardTr, en: dashboardEn };

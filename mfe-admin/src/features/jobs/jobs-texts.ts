import type { FeatureTexts } from '../../locales/feature-texts';
import { jobsEn } from '../../locales/en/jobs';
import { jobsTr } from '../../locales/tr/jobs';

export const jobsTexts: FeatureTexts = { ns: 'admin-jobs', tr: jobsTr, en: jobsEn };

import type { FeatureTexts } from '../../locales/feature-texts';
import { auditEn } from '../../locales/en/audit';
import { auditTr } from '../../locales/tr/audit';

export const auditTexts: FeatureTexts = { ns: 'admin-audit', tr: auditTr, en: auditEn };

import type { FeatureTexts } from 'shared-ui/feature-texts';
import { customerEn } from './en/customer';
import { customerTr } from './tr/customer';

/** The remote's own namespace, which every screen draws with; each screen declares it in its `texts`. */
export const customerTexts: FeatureTexts = { ns: 'customer', tr: customerTr, en: customerEn };

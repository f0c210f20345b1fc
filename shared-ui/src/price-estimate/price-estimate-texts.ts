// `shared-ui`, not a relative path: this subpath is bundled into each remote's screen chunk, and only the package
// name reaches the federation singleton whose i18n instance renders the site (as legalisation-planner-texts.ts).
import { registerNamespace } from 'shared-ui';
import { priceEstimateEn } from './locales/en';
import { priceEstimateTr } from './locales/tr';

/** The estimate's i18n namespace; importing the constant registers its texts. */
export const priceEstimateNs = 'priceEstimate';
registerNamespace(priceEstimateNs, { tr: priceEstimateTr, en: priceEstimateEn });

// `shared-ui`, not a relative path: like the date converter, this subpath is bundled into each remote's screen
// chunk, and only the package name reaches the federation singleton whose i18n instance renders the site.
import { registerNamespace } from 'shared-ui';
import { legalisationPlannerEn } from './locales/en';
import { legalisationPlannerTr } from './locales/tr';

/** The planner's i18n namespace; importing the constant registers its texts. */
export const legalisationPlannerNs = 'legalisationPlanner';
registerNamespace(legalisationPlannerNs, { tr: legalisationPlannerTr, en: legalisationPlannerEn });

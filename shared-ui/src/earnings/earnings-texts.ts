// `shared-ui`, not a relative path: this subpath is bundled into the panels' own chunks, and only the package name
// reaches the federation singleton whose i18n instance renders the site.
import { registerNamespace } from 'shared-ui';
import { earningsEn } from './locales/en';
import { earningsTr } from './locales/tr';

/** The namespace of the earnings figures; importing the constant registers its texts. */
export const earningsNs = 'earnings';
registerNamespace(earningsNs, { tr: earningsTr, en: earningsEn });

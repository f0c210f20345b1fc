// `shared-ui`, not a relative path: this subpath is bundled into each remote's screen chunk, and only the package
// name reaches the federation singleton, whose i18n instance is the one the site renders with.
import { registerNamespace } from 'shared-ui';
import { dateConverterEn } from './locales/en';
import { dateConverterTr } from './locales/tr';

/** The converter's i18n namespace; importing the constant registers its texts. */
export const dateConverterNs = 'dateConverter';
registerNamespace(dateConverterNs, { tr: dateConverterTr, en: dateConverterEn });

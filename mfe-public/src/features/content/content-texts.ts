import { registerNamespace } from 'shared-ui';
import { contentEn } from '../../locales/en/content';
import { contentTr } from '../../locales/tr/content';

/** The content screens' i18n namespace; importing the constant registers its texts. */
export const contentNs = 'content';
registerNamespace(contentNs, { tr: contentTr, en: contentEn });

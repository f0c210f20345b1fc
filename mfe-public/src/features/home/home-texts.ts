import { registerNamespace } from 'shared-ui';
import { homeEn } from '../../locales/en/home';
import { homeTr } from '../../locales/tr/home';

/** The home page's i18n namespace; importing the constant registers its texts. */
export const homeNs = 'home';
registerNamespace(homeNs, { tr: homeTr, en: homeEn });

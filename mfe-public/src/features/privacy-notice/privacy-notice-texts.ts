import { registerNamespace } from 'shared-ui';
import { privacyEn } from '../../locales/en/privacy';
import { privacyTr } from '../../locales/tr/privacy';

/** The data-rights texts (Kişisel Verilerim, the notice page, the consent banner). */
export const privacyNs = 'privacy';
registerNamespace(privacyNs, { tr: privacyTr, en: privacyEn });

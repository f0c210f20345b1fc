import { registerNamespace } from 'shared-ui';
import { translatorsEn } from '../../locales/en/translators';
import { translatorsTr } from '../../locales/tr/translators';

export const translatorsNs = 'translators';
registerNamespace(translatorsNs, { tr: translatorsTr, en: translatorsEn });

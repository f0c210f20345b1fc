import { registerNamespace } from 'shared-ui';
import { applyEn } from '../../locales/en/apply';
import { applyTr } from '../../locales/tr/apply';

export const applyNs = 'apply';
registerNamespace(applyNs, { tr: applyTr, en: applyEn });

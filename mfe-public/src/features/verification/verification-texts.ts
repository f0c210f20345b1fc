import { registerNamespace } from 'shared-ui';
import { verificationEn } from '../../locales/en/verification';
import { verificationTr } from '../../locales/tr/verification';

export const verificationNs = 'verification';
registerNamespace(verificationNs, { tr: verificationTr, en: verificationEn });

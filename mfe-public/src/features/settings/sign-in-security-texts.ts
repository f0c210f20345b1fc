import { registerNamespace } from 'shared-ui';
import { signInSecurityEn } from '../../locales/en/sign-in-security';
import { signInSecurityTr } from '../../locales/tr/sign-in-security';

export const signInSecurityNs = 'sign-in-security';
registerNamespace(signInSecurityNs, { tr: signInSecurityTr, en: signInSecurityEn });

import { registerNamespace } from 'shared-ui';
import { contactEn } from '../../locales/en/contact';
import { contactTr } from '../../locales/tr/contact';

export const contactNs = 'contact';
registerNamespace(contactNs, { tr: contactTr, en: contactEn });

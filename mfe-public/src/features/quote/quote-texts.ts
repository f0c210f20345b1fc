import { registerNamespace } from 'shared-ui';
import { quoteEn } from '../../locales/en/quote';
import { quoteTr } from '../../locales/tr/quote';

export const quoteNs = 'quote';
registerNamespace(quoteNs, { tr: quoteTr, en: quoteEn });

import { registerNamespace } from 'shared-ui';
import { accountEn } from './en/account';
import { accountTr } from './tr/account';

/** Each feature keeps its texts in locales/{tr,en}/<feature>.ts under its own namespace. */
export function registerPublicTexts(): void {
  registerNamespace('account', { tr: accountTr, en: accountEn });
}

import { registerNamespace } from 'shared-ui';
import { customerEn } from './en/customer';
import { customerTr } from './tr/customer';

export function registerCustomerTexts(): void {
  registerNamespace('customer', { tr: customerTr, en: customerEn });
}

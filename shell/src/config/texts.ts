import { registerNamespace } from 'shared-ui';
import { shellEn } from '../locales/en';
import { shellTr } from '../locales/tr';

export function registerShellTexts(): void {
  registerNamespace('shell', { tr: shellTr, en: shellEn });
}

import { registerNamespace } from 'shared-ui';
import { translatorEn } from './en/translator';
import { translatorTr } from './tr/translator';

export const TRANSLATOR_NS = 'translator';

export function registerTranslatorTexts(): void {
  registerNamespace(TRANSLATOR_NS, { tr: translatorTr, en: translatorEn });
}

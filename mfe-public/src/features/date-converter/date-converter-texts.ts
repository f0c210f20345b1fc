import { registerNamespace } from 'shared-ui';
import { dateConverterPageEn } from '../../locales/en/date-converter';
import { dateConverterPageTr } from '../../locales/tr/date-converter';

export const dateConverterPageNs = 'dateConverterPage';
registerNamespace(dateConverterPageNs, { tr: dateConverterPageTr, en: dateConverterPageEn });

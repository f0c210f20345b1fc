import { registerNamespace } from 'shared-ui';
import { languagesEn } from '../../locales/en/languages';
import { languagesTr } from '../../locales/tr/languages';

registerNamespace('admin-languages', { tr: languagesTr, en: languagesEn });

export { LanguagesSection } from './components/languages-section';

import { registerNamespace } from 'shared-ui';
import { translatorsEn } from '../../locales/en/translators';
import { translatorsTr } from '../../locales/tr/translators';

registerNamespace('admin-translators', { tr: translatorsTr, en: translatorsEn });

export { TranslatorsSection } from './components/translators-section';

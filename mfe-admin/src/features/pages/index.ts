import { registerNamespace } from 'shared-ui';
import { pagesEn } from '../../locales/en/pages';
import { pagesTr } from '../../locales/tr/pages';

registerNamespace('admin-pages', { tr: pagesTr, en: pagesEn });

export { PagesSection } from './components/pages-section';

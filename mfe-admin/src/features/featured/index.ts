import { registerNamespace } from 'shared-ui';
import { featuredEn } from '../../locales/en/featured';
import { featuredTr } from '../../locales/tr/featured';

registerNamespace('admin-featured', { tr: featuredTr, en: featuredEn });

export { FeaturedSection } from './components/featured-section';

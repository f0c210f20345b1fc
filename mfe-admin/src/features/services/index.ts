import { registerNamespace } from 'shared-ui';
import { servicesEn } from '../../locales/en/services';
import { servicesTr } from '../../locales/tr/services';

registerNamespace('admin-services', { tr: servicesTr, en: servicesEn });

export { ServicesSection } from './components/services-section';

import { registerNamespace } from 'shared-ui';
import { slidersEn } from '../../locales/en/sliders';
import { slidersTr } from '../../locales/tr/sliders';

registerNamespace('admin-sliders', { tr: slidersTr, en: slidersEn });

export { SlidersSection } from './components/sliders-section';

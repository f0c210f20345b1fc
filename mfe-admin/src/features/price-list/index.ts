import { registerNamespace } from 'shared-ui';
import { priceListEn } from '../../locales/en/price-list';
import { priceListTr } from '../../locales/tr/price-list';

registerNamespace('admin-prices', { tr: priceListTr, en: priceListEn });

export { PriceListCard } from './components/price-list-card';

export { PriceListCard } from './components/price-list-card';
export { priceListTexts } from './price-list-texts';

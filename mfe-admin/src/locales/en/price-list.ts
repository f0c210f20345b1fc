import type { PriceListResources } from '../tr/price-list';

/** "Price list" in Site settings: the office's price list (namespace `admin-prices`). */
export const priceListEn: PriceListResources = {
  title: 'Price list',
  intro:
    'The instant estimate is worked out with this list: language groups with page and word prices, surcharges, the minimum charge and VAT. You set the final price when assigning.',
  loadFailed: 'The price list could not be loaded.',
  failed: 'The price list could not be saved.',
  groups: 'Language groups',
  addGroup: 'Add a language group',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  saveRules: 'Save the rules',
  group: {
    nameTr: 'Group name (Turkish)',
    nameEn: 'Group name (English)',
    perPage: 'Price per page (₺)',
    perWord: 'Price per word (₺, 0: by the page)',
    languages: 'Languages in the group',
    prices: 'page {{page}} · word {{word}}',
  },
  rules: {
    title: 'Surcharges, minimum charge and VAT',
    surcharge: 'Surcharge',
    percent: 'Percent (%)',
    fixed: 'Fixed fee (₺)',
    percentOf: '{{what}}: percent',
    fixedOf: '{{what}}: fixed fee',
    minimum: 'Minimum charge (₺, before VAT)',
    vat: 'VAT rate (%)',
    pace: 'Pages translated a day (for the delivery estimate)',
  },
  changes: 'Recent changes',
  change: {
    group: 'a language group changed ({{name}})',
    rules: 'surcharges, the minimum charge or VAT changed ({{name}})',
  },
};

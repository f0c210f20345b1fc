import type { MessageTable } from './message-table';

/** Message codes of the price list and the instant estimate; see messages.ts. */
export const pricingMessages = {
  invalidPercent: { tr: 'Geçerli bir yüzde giriniz.', en: 'Please enter a valid percentage.' },
  priceGroupNotFound: { tr: 'Dil grubu bulunamadı.', en: 'The language group was not found.' },
  languageInAnotherGroup: {
    tr: 'Bu dil başka bir dil grubunda.',
    en: 'This language is already in another group.',
  },
  priceGroupSaved: { tr: 'Dil grubu kaydedildi.', en: 'The language group was saved.' },
  priceGroupDeleted: { tr: 'Dil grubu silindi.', en: 'The language group was deleted.' },
  priceRulesSaved: { tr: 'Fiyat kuralları kaydedildi.', en: 'The price rules were saved.' },
  notCountable: {
    tr: 'Bu belgenin sayfaları sayılamadı. Sayfa sayısını girerseniz tahmini fiyatı hesaplarız; girmezseniz fiyatı ofisimiz belirler.',
    en: 'We could not count the pages of this document. Enter the page count for an estimate; otherwise the office will price it.',
  },
  languageNotPriced: {
    tr: 'Bu dil çifti fiyat listemizde yok; fiyatı ofisimiz belirler.',
    en: 'This language pair is not on our price list; the office will price it.',
  },
} as const satisfies MessageTable;

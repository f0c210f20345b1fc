/** "Fiyat listesi" in Site ayarları: the office's price list (namespace `admin-prices`). */
export const priceListTr = {
  title: 'Fiyat listesi',
  intro:
    'Anında fiyat tahmini bu listeyle hesaplanır: dil grupları ve sayfa/kelime fiyatları, ek ücretler, asgari ücret ve KDV. Kesin fiyatı atamada siz belirlersiniz.',
  loadFailed: 'Fiyat listesi yüklenemedi.',
  failed: 'Fiyat listesi kaydedilemedi.',
  groups: 'Dil grupları',
  addGroup: 'Dil grubu ekle',
  edit: 'Düzenle',
  delete: 'Sil',
  save: 'Kaydet',
  cancel: 'Vazgeç',
  saveRules: 'Kuralları kaydet',
  group: {
    nameTr: 'Grup adı (Türkçe)',
    nameEn: 'Grup adı (İngilizce)',
    perPage: 'Sayfa fiyatı (₺)',
    perWord: 'Kelime fiyatı (₺, 0: sayfayla)',
    languages: 'Gruptaki diller',
    prices: 'sayfa {{page}} · kelime {{word}}',
  },
  rules: {
    title: 'Ek ücretler, asgari ücret ve KDV',
    surcharge: 'Ek ücret',
    percent: 'Yüzde (%)',
    fixed: 'Sabit ücret (₺)',
    percentOf: '{{what}}: yüzde',
    fixedOf: '{{what}}: sabit ücret',
    minimum: 'Asgari ücret (₺, KDV hariç)',
    vat: 'KDV oranı (%)',
    pace: 'Günde çevrilen sayfa (teslim tahmini için)',
  },
  changes: 'Son değişiklikler',
  change: {
    group: 'bir dil grubu değişti ({{name}})',
    rules: 'ek ücretler, asgari ücret ya da KDV değişti ({{name}})',
  },
};
export type PriceListResources = typeof priceListTr;

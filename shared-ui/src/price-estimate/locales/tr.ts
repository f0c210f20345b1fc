/** The instant estimate's Turkish texts (namespace `priceEstimate`). */
export const priceEstimateTr = {
  title: 'Fiyat tahmini',
  chooseFile: 'Bir belge seçtiğinizde tahmini fiyatı burada gösteririz.',
  fillFields: 'Tahmini fiyat için dilleri, çeviri türünü ve teslim tarihini seçin.',
  loading: 'Belgeniz sayılıyor, tahmini fiyat hesaplanıyor…',
  failed: 'Tahmini fiyat şu anda hesaplanamadı. Siparişinizi yine de verebilirsiniz; fiyatı ofisimiz belirler.',
  summary: 'Tahmini fiyat: {{total}} (KDV dahil) · tahmini teslim: {{due}}',
  counted: 'Belgede sayılan: {{pages}}',
  countedWords: 'Belgede sayılan: {{pages}} · {{words}}',
  given: 'Verdiğiniz sayfa sayısı: {{pages}}',
  pages_one: '{{count}} sayfa',
  pages_other: '{{count}} sayfa',
  words_one: '{{count}} kelime',
  words_other: '{{count}} kelime',
  pageCount: 'Sayfa sayısı (tahmin için)',
  how: 'Nasıl hesaplandı',
  final: 'Bu bir tahmindir: kesin fiyatı ofisimiz siparişinizi inceleyince belirler.',
};

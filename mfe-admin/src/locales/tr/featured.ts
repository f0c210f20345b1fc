export const featuredTr = {
  title: 'Tercüman Sayfası',
  intro: 'Ana sayfadaki “Tercümanlarımız” bölümünde gösterilecek tercümanları seçin (en fazla {{max}}).',
  caption: 'Onaylı tercümanlar ve öne çıkarma durumu',
  count: 'Öne çıkan: {{count}} / {{max}}',
  loadFailed: 'Tercümanlar yüklenemedi.',
  empty: 'Onaylı tercüman yok.',
  col: {
    name: 'Ad Soyad',
    university: 'Üniversite',
    languages: 'Diller',
    experience: 'Deneyim',
    status: 'Durum',
    action: 'İşlem',
  },
  featured: 'Öne çıkan',
  none: '—',
  feature: 'Öne çıkar',
  unfeature: 'Öne çıkarmayı kaldır',
  failed: 'Sunucu hatası',
};
export type FeaturedResources = typeof featuredTr;

/** About, static pages, service pages and the not-found screen (spec 2.5, 2.1). */
export const contentTr = {
  about: {
    title: 'Hakkımızda',
    loadFailed: 'Hakkımızda içeriği yüklenemedi. Lütfen daha sonra tekrar deneyin.',
  },
  loading: 'İçerik yükleniyor…',
  loadFailed: 'İçerik yüklenemedi.',
  notFound: 'Sayfa bulunamadı.',
  notFoundHint: 'Aradığınız sayfa taşınmış ya da kaldırılmış olabilir.',
  backHome: 'Ana sayfaya dön',
  quoteCta: 'Bu hizmet için teklif alın',
  quoteCtaText: 'Belgenizi yükleyin; tercümanlarımız siparişlerin çoğuna 20 dakika içinde başlar.',
  quoteButton: 'Teklif al',
  dateConverterCta: 'Belgenizdeki tarihi çevirin',
  dateConverterText:
    'Hicrî ve Rûmî (Mâlî) tarihleri Milâdî takvime çevirin; sonuç haftanın gününü ve dikkat edilecekleri de gösterir.',
  dateConverterLink: 'Tarih çevirici',
} as const;

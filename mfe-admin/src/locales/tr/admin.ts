export const adminTr = {
  title: 'Yönetim Paneli',
  nav: {
    dashboard: 'Gösterge paneli',
    translators: 'Tercümanlar',
    jobs: 'İşler',
    pages: 'Sayfa Yönetimi',
    services: 'Hizmetlerimiz',
    featured: 'Tercüman Sayfası',
    sliders: 'Slider Düzenleme',
    languages: 'Diller',
    siteSettings: 'Site ayarları',
    audit: 'Denetim kaydı',
  },
  sidebar: {
    label: 'Yönetim bölümleri',
    show: 'Menüyü göster',
    hide: 'Menüyü gizle',
    collapse: 'Kenar çubuğunu daralt',
    expand: 'Kenar çubuğunu genişlet',
  },
  record: {
    none: 'Henüz tamamlanmış işi yok',
    summary_one: '{{count}} iş · {{onTime}} zamanında · {{revised}} revizyon · {{rating}}',
    summary_other: '{{count}} iş · {{onTime}} zamanında · {{revised}} revizyon · {{rating}}',
  },
};
export type AdminResources = typeof adminTr;

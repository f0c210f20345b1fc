export const dashboardTr = {
  title: 'Dashboard',
  intro: 'Sitenin genel durumu ve son 12 ayın gelir-gider tablosu.',
  loadFailed: 'İstatistikler yüklenemedi.',
  financeFailed: 'Finans verileri yüklenemedi.',
  counts: {
    label: 'Özet sayılar',
    users: 'Kullanıcılar',
    translators: 'Onaylı tercümanlar',
    pendingJobs: 'Süren işler',
    completedJobs: 'Tamamlanan işler',
  },
  finance: {
    title: 'Aylık finans',
    chartLabel: 'Son 12 ayın aylık gelir, gider, sabit gider ve net kâr grafiği',
    empty: 'Henüz finans verisi yok.',
    tableCaption: 'Aylık finans tablosu',
    showTable: 'Tabloyu göster',
    month: 'Ay',
    total_income: 'Toplam gelir',
    total_expense: 'Tercüman ödemeleri',
    fixed_expense: 'Sabit gider',
    net_profit: 'Net kâr',
    summary: 'Son 12 ayda toplam gelir {{income}}, net kâr {{profit}}.',
  },
  analytics: {
    title: 'Ziyaretçi analizi',
    text: 'Ziyaretçi sayıları ve sayfa görüntülemeleri Google Analytics’te.',
    link: 'Google Analytics’i aç',
    newTab: '(yeni sekmede açılır)',
  },
};
export type DashboardResources = typeof dashboardTr;

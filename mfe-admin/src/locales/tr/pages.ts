export const pagesTr = {
  title: 'Sayfa Yönetimi',
  intro: 'Sitede /sayfa/… adresinde yayımlanan sabit sayfaları oluşturun ve düzenleyin.',
  loadFailed: 'Sayfalar yüklenemedi.',
  saved: 'Sayfa kaydedildi.',
  saveFailed: 'Kaydedilemedi.',
  deleted: 'Sayfa silindi.',
  deleteFailed: 'Silinemedi.',
  form: {
    createTitle: 'Yeni sayfa',
    editTitle: 'Sayfayı düzenle',
    title: 'Başlık',
    slug: 'Kısa ad (slug)',
    slugHint: 'Adres: /sayfa/{{slug}} — küçük harf, rakam ve tire.',
    content: 'İçerik',
    create: 'Sayfayı oluştur',
    save: 'Değişiklikleri kaydet',
    cancelEdit: 'Düzenlemeyi bırak',
  },
  list: {
    title: 'Sayfalar',
    empty: 'Henüz sayfa yok.',
    newTab: '(yeni sekmede açılır)',
    preview: 'Önizle',
    edit: 'Düzenle',
    delete: 'Sil',
  },
  preview: {
    title: 'Önizleme: {{title}}',
    empty: 'Bu sayfanın içeriği boş.',
  },
  confirm: {
    title: 'Sayfa silinsin mi?',
    message: '“{{title}}” sayfası silinecek. Bu işlem geri alınamaz.',
  },
};
export type PagesResources = typeof pagesTr;

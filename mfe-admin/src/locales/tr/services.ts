export const servicesTr = {
  title: 'Hizmetlerimiz',
  intro: 'Hizmet sayfalarını (/services/…) ekleyin; başlıklarını ve Türkçe ile İngilizce içeriklerini düzenleyin.',
  loadFailed: 'Hizmetler yüklenemedi.',
  fillAll: 'Tüm alanları doldurun.',
  created: 'Yeni hizmet eklendi.',
  updated: 'Sayfa başarıyla güncellendi.',
  deleted: 'Hizmet silindi.',
  failed: 'Sunucu hatası',
  fields: {
    titleTr: 'Türkçe başlık',
    titleEn: 'İngilizce başlık',
  },
  add: {
    title: 'Yeni hizmet',
    slug: 'Kısa ad (slug)',
    slugHint: 'Adres: /services/… — küçük harf, rakam ve tire.',
    submit: 'Hizmet ekle',
  },
  list: {
    title: 'Hizmetler',
    empty: 'Henüz hizmet yok.',
    newTab: '(yeni sekmede açılır)',
    edit: 'Düzenle',
    delete: 'Sil',
  },
  edit: {
    title: 'Hizmeti düzenle: {{slug}}',
    close: 'Kapat',
    langTabs: 'İçerik dili',
    tr: 'Türkçe',
    en: 'İngilizce',
    langHint: 'Her dilin içeriği ayrı kaydedilir: dil değiştirmeden önce kaydedin.',
    content: 'İçerik ({{lang}})',
    save: 'Kaydet',
  },
  confirm: {
    title: 'Hizmet silinsin mi?',
    message: '“{{title}}” hizmeti ve her iki dildeki içeriği silinecek. Bu işlem geri alınamaz.',
  },
};
export type ServicesResources = typeof servicesTr;

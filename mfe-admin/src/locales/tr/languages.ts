export const languagesTr = {
  title: 'Diller',
  intro:
    'Sipariş formundaki kaynak ve hedef dilleri yönetin. Osmanlıca satırını açarak hat türlerini düzenleyebilirsiniz.',
  nameEn: 'İngilizce adı (isteğe bağlı)',
  name: 'Dil adı',
  add: 'Dil ekle',
  listLabel: 'Diller',
  empty: 'Henüz dil yok.',
  delete: 'Sil',
  scripts: {
    toggle: 'Hat türleri',
    title: 'Hat türleri',
    empty: 'Henüz hat türü yok.',
    nameEn: 'İngilizce adı (isteğe bağlı)',
    name: 'Hat türü adı',
    add: 'Hat türü ekle',
  },
  confirm: {
    languageTitle: 'Dil silinsin mi?',
    scriptTitle: 'Hat türü silinsin mi?',
    message: '“{{name}}” silinecek. Bu işlem geri alınamaz.',
  },
};
export type LanguagesResources = typeof languagesTr;

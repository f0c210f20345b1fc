/** A job's specialty facts (Ottoman intake, name sheet, country of use) and the overdue badge, in Turkish. */
export const jobSpecialtiesTr = {
  notGiven: 'Belirtilmedi',
  pastDue: 'Gecikmiş',
  ottoman: {
    output: 'İstenen çıktı',
    outputs: {
      transcription_diacritics: 'Çeviriyazı (transkripsiyon), işaretli',
      transcription_plain: 'Çeviriyazı, işaretsiz',
      simplification: 'Sadeleştirme (günümüz Türkçesi)',
      translation: 'Başka bir dile çeviri',
    },
    pages: 'Sayfa sayısı',
    pagesValue_one: '{{count}} sayfa',
    pagesValue_other: '{{count}} sayfa',
    legibility: 'Okunaklılık',
    legibilities: {
      clear: 'Net',
      faded: 'Soluk ya da hasarlı',
      partly_illegible: 'Kısmen okunaksız',
    },
  },
  nameSheet: {
    title: 'Ad ve tarih listesi',
    kind: 'Tür',
    kinds: { name: 'Ad', place: 'Yer', date: 'Tarih' },
    source: 'Belgedeki hâli',
    spelling: 'Çeviride yazılışı',
  },
  legalisation: {
    label: 'Kullanılacağı ülke',
    route: '{{country}} — {{route}}',
    routes: {
      domestic: 'Türkiye içi: noter onayı',
      apostille: 'noter + apostil',
      consular: 'noter + Dışişleri + konsolosluk',
    },
  },
};

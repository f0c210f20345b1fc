/** The date converter's Turkish texts (namespace `dateConverter`). */
export const dateConverterTr = {
  formLabel: 'Tarih çevirme',
  directionLegend: 'Çevirme yönü',
  directions: {
    'hijri-to-western': 'Hicrîden Milâdîye',
    'western-to-hijri': 'Milâdîden Hicrîye',
    'rumi-to-western': 'Rûmîden Milâdîye',
    'western-to-rumi': 'Milâdîden Rûmîye',
  },
  day: 'Gün',
  month: 'Ay',
  year: 'Yıl',
  monthPlaceholder: 'Ay seçin',
  yearOnly: 'Ay bilinmiyor (yalnız yıl)',
  yearHint: {
    hijri: 'Hicrî yıl, 1–1524',
    rumi: 'Rûmî yıl, 1256–1342',
    western: 'Milâdî yıl, 622–2100',
    westernForRumi: 'Milâdî yıl, 1840–1926',
  },
  convert: 'Çevir',
  resultLabel: 'Sonuç',
  calendars: {
    hijri: 'Hicrî',
    rumi: 'Rûmî',
    gregorian: 'Milâdî',
    julian: 'Milâdî (Jülyen takvimi)',
  },
  dateWithWeekday: '{{date}}, {{weekday}}',
  span: '{{first}} – {{last}}',
  warningsLabel: 'Dikkat',
  required: {
    day: 'Günü yazın.',
    month: 'Ayı seçin.',
    year: 'Yılı yazın.',
  },
  problems: {
    monthOutOfRange: 'Ayı seçin.',
    dayOutOfMonth: 'Bu ay {{max}} gün çeker.',
    westernRange: 'Milâdî tarih 16 Temmuz 622 ile 31 Aralık 2100 arasında olmalı.',
    reformGap: '5–14 Ekim 1582 günleri yoktur: 4 Ekim 1582’yi (Jülyen) 15 Ekim 1582 (Gregoryen) izledi.',
    hijriRange: 'Hicrî tarih 1 Muharrem 1 ile 29 Şevvâl 1524 (31 Aralık 2100) arasında olmalı.',
    rumiYearRange: 'Rûmî yıl 1256 (1840) ile 1342 (1926) arasında olmalı.',
    rumiDroppedDays: '16–29 Şubat 1332 günleri yoktur: 15 Şubat 1332’yi 1 Mart 1333 (1 Mart 1917) izledi.',
    rumiShortYear1333: '1333 yılı Mart’tan Kânûnuevvel’e on ay sürdü; Ocak 1918, Kânûnusânî 1334’tür.',
    beforeRumi: 'Rûmî takvim 13 Mart 1840’ta (1 Mart 1256) başladı.',
    afterRumi: 'Rûmî tarihler 31 Aralık 1926’ya kadar çevrilir; 1 Ocak 1926’dan beri resmî takvim Milâdîdir.',
  },
  warnings: {
    moonSighting:
      'Hicrî ay, hilalin görülmesiyle başlardı: belgedeki gün bu sonuçtan bir gün önce ya da sonra olabilir (±1 gün). Hesap, tarih çevirme cetvellerindeki aritmetik (tabular) Hicrî takvime göredir.',
    rumiEarlyMonths:
      'Kânûnusânî ve Şubat, bir önceki Mart’ta başlayan Rûmî yıla aittir: {{rumiYear}} yılının bu ayları {{westernYear}} yılına düşer ({{rumiYear}} + 585). Her aya 584 ekleyen hesaplar {{earlier}} bulur; belge yalnızca yılı veriyorsa {{earlier}} ya da {{westernYear}} olabilir.',
    rumiYearOnly:
      'Ayı verilmeyen bir Rûmî yıl iki Milâdî yıla yayılır: Mart–Kânûnuevvel {{first}}, Kânûnusânî–Şubat {{second}} yılındadır.',
    rumiJulian:
      '1 Mart 1333’ten (1 Mart 1917) önce Rûmî takvim Jülyen esaslıydı: Rûmî gün, Milâdî günden {{days}} gün geridir.',
    rumiAfterLaw698:
      '698 sayılı kanuna göre 31 Kânûnuevvel 1341’i izleyen gün 1 Ocak 1926’dır: 1342 yılı resmî değildir, bazı belgelerde alışkanlıkla kullanılmıştır.',
    julianDate:
      '15 Ekim 1582’den önceki Milâdî tarihler, tarihçilerin verdiği gibi Jülyen takvimine göredir (Gregoryen takvimde birkaç gün ileridir).',
  },
};

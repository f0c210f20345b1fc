/** The legalisation planner's Turkish texts (namespace `legalisationPlanner`). */
export const legalisationPlannerTr = {
  title: 'Belgeniz hangi ülkede kullanılacak?',
  country: 'Kullanılacağı ülke',
  countryPlaceholder: 'Ülke seçin',
  countryHint: 'Çevirinin hangi onaylardan geçmesi gerektiğini ülkeye göre gösteririz.',
  routeTitle: '{{country}} için izlenecek yol',
  routes: {
    domestic: 'Belge Türkiye’de kullanılacak: yeminli çeviri ve noter onayı yeterlidir.',
    apostille:
      '{{country}}, Lahey Apostil Sözleşmesi’ne taraftır: noter onayından sonra apostil şerhi yeterlidir, konsolosluk onayı gerekmez.',
    consular:
      '{{country}}, Lahey Apostil Sözleşmesi’ne taraf değildir: apostil geçmez; noter onayından sonra Dışişleri Bakanlığı ve {{country}} konsolosluğu onayı gerekir.',
  },
  who: 'Kim yapar',
  time: 'Süre',
  bring: 'Yanınızda olması gerekenler',
  steps: {
    sworn: {
      title: 'Yeminli tercüme',
      who: 'Tercüme Odası’nın yeminli tercümanı.',
      time: 'Siparişteki teslim tarihine göre; çoğu belge 1–3 iş günü.',
      bring: 'Belgenin aslı ya da okunaklı taraması; adların pasaporttaki yazılışı.',
    },
    notary: {
      title: 'Noter onayı',
      who: 'Türkiye’de bir noter; tercümanın imzasını onaylar. Noter tasdikli ve apostilli siparişlerde ofisimiz yaptırır.',
      time: 'Genellikle aynı gün.',
      bring: 'Çevirinin ıslak imzalı nüshası ve belgenin aslı (ya da onaylı sureti).',
    },
    apostille: {
      title: 'Apostil şerhi',
      who: 'Valilik veya kaymakamlık; mahkeme belgelerinde adli yargı adalet komisyonu.',
      time: 'Genellikle aynı gün, en geç 1 iş günü.',
      bring: 'Noter onaylı çeviri ve kimliğiniz (ya da vekâletname).',
    },
    ministry: {
      title: 'Dışişleri Bakanlığı onayı',
      who: 'T.C. Dışişleri Bakanlığı (Ankara) ya da bölge temsilcilikleri (ör. İstanbul).',
      time: '1–3 iş günü.',
      bring: 'Noter (ve gerekiyorsa valilik) onaylı çeviri, kimliğiniz, harç.',
    },
    consulate: {
      title: 'Konsolosluk onayı',
      who: '{{country}} ülkesinin Türkiye’deki büyükelçiliği ya da konsolosluğu.',
      time: 'Ülkeye göre 2–10 iş günü; çoğu randevu ister.',
      bring: 'Dışişleri onaylı çeviri, pasaport fotokopisi, konsolosluk harcı ve randevu belgesi.',
    },
  },
  source:
    'Apostil ülkeleri listesi: HCCH durum tablosu ({{date}} itibarıyla). Süreler ortalamadır; resmî makamların işlemleri değişebilir.',
};

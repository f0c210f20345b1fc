/** Home page texts (spec 2.4). The 20-minute start and the free revision are promises the spec asks for. */
export const homeTr = {
  welcome: 'Hoş geldiniz, {{name}}! Belgenizi yükleyerek hemen teklif alabilirsiniz.',
  welcomeTranslator: 'Hoş geldiniz, {{name}}! Açık işler ve size atanan işler Tercüman Panelinde.',
  welcomeAdmin: 'Hoş geldiniz, {{name}}! İşler, teklifler ve başvurular Yönetim Panelinde.',
  hero: {
    title: 'Belgeleriniz, güvenilir tercümanların elinde',
    text: 'Osmanlıca arşiv belgelerinden diplomalara; yeminli, noter ve apostil tasdikli çeviri tek adreste.',
  },
  slider: {
    label: 'Öne çıkanlar',
    previous: 'Önceki slayt',
    next: 'Sonraki slayt',
    pause: 'Otomatik geçişi durdur',
    play: 'Otomatik geçişi başlat',
    position: '{{current}} / {{total}}',
    goTo: 'Slayt {{current}}: {{title}}',
    thumbnails: 'Slaytlar',
    newTab: '(yeni sekmede açılır)',
  },
  cta: {
    title: 'Belgenizi yükleyin, 20 dakika içinde çalışmaya başlayalım',
    text: 'Tercümanlarımız siparişlerin çoğuna 20 dakika içinde başlar. Her teslimde bir kez ücretsiz revizyon hakkınız vardır.',
    upload: 'Hemen yükle',
    whatsapp: 'WhatsApp ile iletişim',
    whatsappMessage: 'Merhaba, bir belgemin çevirisi için bilgi almak istiyorum.',
    newTab: '(yeni sekmede açılır)',
  },
  steps: {
    title: 'Nasıl çalışır?',
    intro: 'Dört adımda, evinizden çıkmadan.',
    upload: {
      title: 'Belgenizi yükleyin',
      text: 'Dosyanızı, dil çiftini, çeviri türünü ve istediğiniz teslim tarihini seçin.',
    },
    offer: {
      title: 'Teklif alın',
      text: 'Uzman tercümanlar teklif verir; siparişlerin çoğuna 20 dakika içinde dönüş yapılır.',
    },
    pay: {
      title: 'Ödemeyi yapın',
      text: 'Ödeme sayfanızdaki banka bilgileriyle havale yapın ve bize bildirin; ödeme onaylanınca çeviri başlar.',
    },
    receive: {
      title: 'Çevirinizi alın',
      text: 'Hazır olan çeviriyi panelinizden indirin; gerekirse ücretsiz revizyon isteyin.',
    },
  },
  services: {
    title: 'Hizmetlerimiz',
    intro: 'Resmî işlemleriniz için gereken her onay, tek siparişte.',
    official: {
      title: 'Resmi Belge Çeviri',
      text: 'Diploma, transkript, nüfus ve mahkeme kayıtları aslına sadık kalınarak çevrilir.',
      action: 'Teklif al',
    },
    sworn: {
      title: 'Yeminli Çeviri',
      text: 'Yeminli tercüman imzası ve kaşesiyle, kurumlara sunulabilir çeviri.',
      action: 'Teklif al',
    },
    notary: {
      title: 'Noter Tasdikli Çeviri',
      text: 'Yeminli çevirinizin noter onayını sizin adınıza takip ederiz.',
      action: 'Teklif al',
    },
    apostille: {
      title: 'Apostil Tasdikli Çeviri',
      text: 'Lahey Sözleşmesi ülkeleri için çeviri, noter ve apostil tek adımda.',
      action: 'Teklif al',
    },
    revision: {
      title: 'Ücretsiz Revizyon',
      text: 'Teslim edilen her çeviri için bir kez ücretsiz revizyon hakkınız vardır.',
      action: 'Giriş yap',
    },
    notifications: {
      title: 'Anlık Bildirimler',
      text: 'Teklif, ödeme ve teslim adımlarından e-posta ile haberdar olun.',
      action: 'Bildirim ayarları',
    },
  },
  testimonials: {
    title: 'Müşterilerimiz ne diyor?',
    stars: '5 üzerinden {{count}} yıldız',
    items: [
      {
        name: 'Elif Y.',
        role: 'Akademisyen',
        comment:
          'Dedemin Rika ile yazılmış tapu kayıtlarını okuyabilen birini yıllardır arıyordum. Çeviri hem hızlı hem çok titiz geldi.',
      },
      {
        name: 'Murat K.',
        role: 'Yurt dışı yüksek lisans başvurusu',
        comment:
          'Diploma ve transkriptimin yeminli, noter ve apostil onaylarını tek siparişte hallettim. Süreci panelden adım adım izledim.',
      },
      {
        name: 'Sarah M.',
        role: 'Avukat, Berlin',
        comment:
          'Mahkeme kararının çevirisinde küçük bir terim düzeltmesi istedim; ücretsiz revizyon aynı gün teslim edildi.',
      },
      {
        name: 'Hakan D.',
        role: 'Aile tarihi araştırmacısı',
        comment:
          'Osmanlıca nüfus defterlerimi yükledikten yaklaşık 20 dakika sonra ilk teklif geldi. Çok memnun kaldım.',
      },
    ],
  },
  form: {
    title: 'Yorumunuzu paylaşın',
    intro: 'Deneyiminizi anlatın; yorumlar onaylandıktan sonra yayımlanır.',
    name: 'Adınız',
    nameFromAccount: 'Hesabınızdaki ad kullanılır.',
    rating: 'Puanınız',
    star_one: '{{count}} yıldız',
    star_other: '{{count}} yıldız',
    comment: 'Yorumunuz',
    submit: 'Yorumu gönder',
  },
} as const;

/** Kişisel Verilerim (the data-rights tab of Ayarlar) and the privacy notice page. */
export const privacyTr = {
  export: {
    title: 'Verilerimi indir',
    intro:
      'Hakkınızda sakladığımız her şeyi (hesap bilgileri, siparişler, teklifler, mesajlar, değerlendirmeler, ödemeler, onaylar ve dosyalarınız) tek bir ZIP dosyası olarak isteyebilirsiniz. Dosya arka planda hazırlanır; hazır olduğunda e-postayla haber verilir ve {{days}} gün boyunca buradan indirilebilir.',
    request: 'Verilerimi iste',
    listLabel: 'Veri dosyalarım',
    empty: 'Henüz bir veri dosyası istemediniz.',
    requestedAt: '{{date}} tarihinde istendi',
    status: {
      preparing: 'Hazırlanıyor…',
      ready: 'Hazır',
      failed: 'Hazırlanamadı',
      expired: 'Süresi doldu',
    },
    expiresAt: '{{date}} tarihine kadar indirilebilir',
    download: 'İndir ({{size}})',
    downloadLabel: '{{date}} tarihli veri dosyasını indir, {{size}}',
    failedHint: 'Tekrar isteyebilirsiniz.',
  },
  consent: {
    title: 'Aydınlatma metni',
    intro:
      'Kişisel verilerinizi nasıl işlediğimizi aydınlatma metninde anlatıyoruz. Metin değiştiğinde yeni sürümü onaylamanızı isteriz.',
    read: 'Aydınlatma metnini oku (sürüm {{version}})',
    upToDate: 'Yürürlükteki sürümü (sürüm {{version}}) onayladınız.',
    needed: 'Aydınlatma metni güncellendi (sürüm {{version}}). Lütfen okuyup onaylayın.',
    first: 'Aydınlatma metnini (sürüm {{version}}) henüz onaylamadınız. Lütfen okuyup onaylayın.',
    give: 'Okudum, onaylıyorum',
    historyTitle: 'Onay geçmişi',
    historyItem: {
      given: 'Sürüm {{version}} onaylandı — {{date}}',
      notGiven: 'Kayıt sırasında onay verilmedi — {{date}}',
    },
    source: { signup: 'kayıt', renewal: 'güncelleme' },
  },
  banner: {
    text: 'Aydınlatma metnimiz güncellendi. Lütfen yeni sürümü okuyup onaylayın.',
    read: 'Metni oku',
    give: 'Onaylıyorum',
    later: 'Daha sonra',
  },
  notice: {
    title: 'KVKK Aydınlatma Metni',
    version: 'Sürüm {{version}} · {{date}} tarihinde yayımlandı',
    loadFailed: 'Aydınlatma metni yüklenemedi.',
  },
  kept: {
    title: 'Hesabınızı sildiğinizde saklananlar',
    intro: 'Kişisel verileriniz silinir veya anonimleştirilir. Kanunların saklamamızı istediği şunlar kalır:',
    exportHint: 'Silmeden önce verilerinizin bir kopyasını Kişisel Verilerim bölümünden indirebilirsiniz.',
  },
  failed: 'Bir hata oluştu.',
  loadFailed: 'Bilgiler yüklenemedi.',
  retry: 'Tekrar dene',
};

export type PrivacyTexts = typeof privacyTr;

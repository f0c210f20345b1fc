/** Quote landing page (spec 2.6). */
export const quoteTr = {
  title: 'Fiyat Teklifi Al',
  welcome:
    'Hoş geldiniz, {{name}}! Teklif almak için belgenizi panelinizden yükleyebilirsiniz. Panelinize yönlendiriliyorsunuz…',
  welcomePlanning:
    'Hoş geldiniz, {{name}}! Belgenizin izleyeceği yolu aşağıda görün; hazır olduğunuzda belgenizi panelinizden yükleyin.',
  goNow: 'Panele şimdi git',
  onlyUsers:
    'Fiyat teklifini yalnızca müşteri (kullanıcı) hesapları isteyebilir. Sipariş vermek için lütfen normal kullanıcı kaydı oluşturun.',
  backHome: 'Ana sayfaya dön',
  redirecting: 'Giriş sayfasına yönlendiriliyorsunuz…',
  estimate: {
    title: 'Anında fiyat tahmini',
    lead: 'Belgenizi seçin: sayfa ve kelimelerini sayar, fiyat listemizden tahmini fiyatı hemen gösteririz. Belgeniz saklanmaz.',
    file: 'Belge',
    fileHint: 'PDF, Word, OpenDocument, metin ya da fotoğraf; en fazla 50 MB.',
    sourceLang: 'Kaynak dil',
    targetLang: 'Hedef dil',
    translationType: 'Çeviri türü',
    deliveryDate: 'Teslim tarihi',
    choose: 'Seçiniz',
    orderVisitor: 'Sipariş vermek için giriş yapın ya da ücretsiz hesap oluşturun:',
    signIn: 'Giriş yap',
    register: 'Kayıt ol',
  },
} as const;

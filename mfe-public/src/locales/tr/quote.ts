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
} as const;

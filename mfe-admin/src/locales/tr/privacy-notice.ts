/** "Aydınlatma metni" in Site ayarları: the office publishes versions of the privacy notice. */
export const privacyNoticeTr = {
  title: 'Aydınlatma metni (KVKK)',
  intro:
    'Kayıt formu ve Hesap Ayarları bu metnin yürürlükteki sürümüne bağlanır. Yeni bir sürüm yayımlandığında oturum açmış her kullanıcıdan yeniden onay istenir; eski sürümler ve verilen onaylar saklanır.',
  current: 'Yürürlükteki sürüm: {{version}} ({{date}})',
  contentTr: 'Türkçe metin',
  contentEn: 'İngilizce metin',
  hint: 'Düz metin; boş satırlar paragrafları ayırır.',
  publish: 'Yeni sürüm olarak yayımla',
  unchanged: 'Yayımlamak için metinde bir değişiklik yapın.',
  confirmTitle: 'Yeni sürüm yayımlansın mı?',
  confirmText:
    'Sürüm {{version}} yayımlanacak ve oturum açan her kullanıcıdan bu sürümü onaylaması istenecek. Yayımlanan bir sürüm değiştirilemez.',
  confirmButton: 'Yayımla',
  versions: 'Sürümler',
  versionItem: 'Sürüm {{version}} — {{date}}',
  view: 'Yayındaki metni gör',
  loadFailed: 'Aydınlatma metni yüklenemedi.',
  failed: 'Yayımlanamadı.',
};

export type PrivacyNoticeTexts = typeof privacyNoticeTr;

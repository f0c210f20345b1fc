export const siteSettingsTr = {
  title: 'Site ayarları',
  intro:
    'Ödeme sayfasında gösterilen banka bilgileri, müşteriye söylenen olağan fiyat süresi ve iletişim bilgileri. Boş bırakılan banka alanları gösterilmez; kaydedilmemiş değerler sunucu yapılandırmasından gelir.',
  loadFailed: 'Site ayarları yüklenemedi.',
  failed: 'Site ayarları kaydedilemedi.',
  bank: 'Banka bilgileri',
  office: 'Ofis',
  save: 'Kaydet',
  changes: 'Son değişiklikler',
  change: '{{field}}: “{{from}}” → “{{to}}” ({{name}})',
  field: {
    bank_name: 'Banka',
    bank_account_holder: 'Hesap sahibi',
    bank_iban: 'IBAN',
    usual_quote_hours: 'Olağan fiyat süresi (saat)',
    contact_phone: 'İletişim telefonu',
    contact_email: 'İletişim e-postası',
    whatsapp_number: 'WhatsApp numarası',
  },
  hint: {
    bank_iban: 'Örnek: TR33 0006 1005 1978 6457 8413 26',
    usual_quote_hours: 'Müşterinin iş sayfasında “Fiyatınız genellikle … saat içinde hazır olur” olarak görünür.',
    whatsapp_number: 'Ülke koduyla, örnek: 905551112233',
  },
  releases: {
    title: 'Sürümler',
    intro:
      'Her panelin hangi numaralı sürümü sunduğu. Ekipler sürümü npm run release -w <panel> komutuyla yayınlar; burada seçilen sürüm ziyaretçilerin bir sonraki sayfa yüklemesinde geçerli olur, yeniden derleme ya da yeniden başlatma gerekmez. Önceki sürüme tek adımda dönülebilir.',
    loadFailed: 'Sürümler yüklenemedi.',
    failed: 'Sürüm değiştirilemedi.',
    serving: 'Yayındaki sürüm:',
    since: 'değişiklik:',
    builtIn: 'Sunucuyla gelen yapı',
    version: 'Sürüm',
    use: 'Bu sürümü kullan',
    rollback: 'Önceki sürüme dön ({{version}})',
    rollbackShort: 'Önceki sürüme dön',
    none: 'Henüz yayınlanmış sürüm yok: npm run release -w {{remote}}',
    changes: 'Sürüm değişiklikleri',
    change: '{{remote}}: {{from}} → {{to}} ({{name}})',
    confirmUse: 'Sürüm değiştirilsin mi?',
    confirmRollback: 'Önceki sürüme dönülsün mü?',
    confirmMessage:
      '{{remote}}, “{{from}}” yerine “{{to}}” sunacak. Ziyaretçiler bir sonraki sayfa yüklemesinde yeni sürümü görür.',
    remote: {
      'mfe-public': 'Genel site',
      'mfe-customer': 'Müşteri paneli',
      'mfe-translator': 'Tercüman paneli',
      'mfe-admin': 'Yönetim paneli',
    },
  },
};
export type SiteSettingsResources = typeof siteSettingsTr;

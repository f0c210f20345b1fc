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
};
export type SiteSettingsResources = typeof siteSettingsTr;

import type { FeatureTexts } from 'shared-ui/feature-texts';

/** The customer's postal address card in Ayarlar (namespace `postalAddress`). */
const tr = {
  title: 'Posta adresi',
  intro:
    'Yeminli, noter onaylı, apostilli ve konsolosluk onaylı çeviriler mühürlü kâğıt olarak gönderilir. Burada kaydettiğiniz adres siparişte hazır gelir.',
  draft: 'Henüz kaydedilmiş bir posta adresiniz yok: profilinizden dolduruldu, kontrol edip kaydedin.',
  recipient: 'Alıcının adı soyadı',
  address: 'Açık adres',
  city: 'Şehir / ilçe',
  postalCode: 'Posta kodu (isteğe bağlı)',
  country: 'Ülke',
  phone: 'Telefon (isteğe bağlı)',
  choose: 'Seçiniz',
  save: 'Adresi kaydet',
  saved: 'Posta adresiniz kaydedildi.',
  failed: 'Posta adresi kaydedilemedi.',
  loadFailed: 'Posta adresi yüklenemedi.',
};

const en: typeof tr = {
  title: 'Postal address',
  intro:
    'Sworn, notarised, apostilled and consular-legalised translations are sent as stamped paper. The address you save here is filled in when you order.',
  draft: 'You have not saved a postal address yet: it is filled in from your profile; check it and save.',
  recipient: 'Recipient’s full name',
  address: 'Street address',
  city: 'City / district',
  postalCode: 'Postal code (optional)',
  country: 'Country',
  phone: 'Phone (optional)',
  choose: 'Choose',
  save: 'Save address',
  saved: 'Your postal address was saved.',
  failed: 'The postal address could not be saved.',
  loadFailed: 'The postal address could not be loaded.',
};

export const postalAddressNs = 'postalAddress';
export const postalAddressTexts: FeatureTexts = { ns: postalAddressNs, tr, en };

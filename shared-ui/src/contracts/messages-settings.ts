import type { MessageTable } from './message-table';

/** Message codes of the settings domain (see messages.ts). */
export const settingsMessages = {
  profileUpdated: { tr: 'Profil güncellendi!', en: 'Profile updated!' },
  languagesUpdated: { tr: 'Diller güncellendi!', en: 'Languages updated!' },
  avatarUploaded: { tr: 'Profil fotoğrafı yüklendi.', en: 'Profile photo uploaded.' },
  certificateUploaded: { tr: 'Sertifika yüklendi.', en: 'Certificate uploaded.' },
  certificateDeleted: { tr: 'Sertifika silindi.', en: 'Certificate deleted.' },
  tooManyCertificates: {
    tr: 'En fazla 20 sertifika yükleyebilirsiniz.',
    en: 'You can upload at most 20 certificates.',
  },
  fileRequired: { tr: 'Dosya seçiniz.', en: 'Please choose a file.' },
  invalidCountry: { tr: 'Geçerli bir ülke seçiniz.', en: 'Please choose a valid country.' },
  invalidCity: { tr: 'Seçilen il bu ülkede bulunamadı.', en: 'The chosen city is not in this country.' },
  invalidDistrict: { tr: 'Seçilen ilçe bu ilde bulunamadı.', en: 'The chosen district is not in this city.' },
  wrongCurrentPassword: { tr: 'Mevcut şifreniz hatalı.', en: 'Your current password is incorrect.' },
  nothingToChange: {
    tr: 'Değiştirmek için yeni bir e-posta veya şifre giriniz.',
    en: 'Enter a new e-mail address or password to change.',
  },
  passwordChanged: { tr: 'Şifreniz güncellendi.', en: 'Your password has been updated.' },
  emailChangePending: {
    tr: 'Yeni e-posta adresinize bir doğrulama bağlantısı gönderildi. Adresiniz, bağlantıya tıkladığınızda değişecek.',
    en: 'A verification link has been sent to your new e-mail address. Your address changes once you click it.',
  },
  passwordChangedEmailPending: {
    tr: 'Şifreniz güncellendi. Yeni e-posta adresinize bir doğrulama bağlantısı gönderildi.',
    en: 'Your password has been updated. A verification link has been sent to your new e-mail address.',
  },
  notificationsUpdated: { tr: 'Bildirim ayarları güncellendi.', en: 'Notification settings updated.' },
  accountDeleted: { tr: 'Hesabınız silindi.', en: 'Your account has been deleted.' },
  lastAdmin: { tr: 'Son yönetici hesabı silinemez.', en: 'The last administrator account cannot be deleted.' },
  deleteAccountConfirm: {
    tr: 'Bu işlem geri alınamaz. Hesabınızı silmek istediğinizden emin misiniz?',
    en: 'This cannot be undone. Are you sure you want to delete your account?',
  },
} as const satisfies MessageTable;

import type { MessageTable } from './message-table';

/** Message codes of two-step sign-in and sign-in sessions (see messages.ts). */
export const twoStepMessages = {
  invalidTwoStepCode: {
    tr: '6 haneli doğrulama kodunu veya bir kurtarma kodunu giriniz.',
    en: 'Enter the 6-digit verification code or a recovery code.',
  },
  wrongTwoStepCode: {
    tr: 'Kod hatalı ya da daha önce kullanıldı. Uygulamadaki yeni kodu giriniz.',
    en: 'The code is wrong or has already been used. Enter the new code from your app.',
  },
  secondStepExpired: {
    tr: 'Giriş süresi doldu. Lütfen e-posta ve şifrenizle yeniden giriş yapın.',
    en: 'The sign-in has expired. Please sign in again with your e-mail and password.',
  },
  twoStepAlreadyOn: {
    tr: 'İki adımlı giriş zaten açık.',
    en: 'Two-step sign-in is already on.',
  },
  twoStepNotOn: { tr: 'İki adımlı giriş açık değil.', en: 'Two-step sign-in is not on.' },
  twoStepNotStarted: {
    tr: 'Önce kurulumu başlatın: QR kodu yeniden oluşturun.',
    en: 'Start the set-up first: create the QR code again.',
  },
  twoStepEnabled: {
    tr: 'İki adımlı giriş açıldı. Kurtarma kodlarınızı güvenli bir yerde saklayın.',
    en: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  },
  twoStepDisabled: { tr: 'İki adımlı giriş kapatıldı.', en: 'Two-step sign-in is off.' },
  recoveryCodesRenewed: {
    tr: 'Yeni kurtarma kodları oluşturuldu; eskileri artık geçersiz.',
    en: 'New recovery codes have been made; the old ones no longer work.',
  },
  twoStepRequired: {
    tr: 'Yönetim paneline girmeden önce hesabınız için iki adımlı girişi açmanız gerekiyor.',
    en: 'Turn on two-step sign-in for your account before using the admin panel.',
  },
  enrolTwoStepFirst: {
    tr: 'Bu ayarı açmadan önce kendi hesabınızda iki adımlı girişi açın.',
    en: 'Turn on two-step sign-in for your own account before switching this on.',
  },
  sessionSignedOut: { tr: 'Oturum kapatıldı.', en: 'The session has been signed out.' },
  otherSessionsSignedOut: {
    tr: 'Diğer tüm oturumlar kapatıldı.',
    en: 'All other sessions have been signed out.',
  },
} as const satisfies MessageTable;

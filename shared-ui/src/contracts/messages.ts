import type { MessageTable } from './message-table';
import { jobMessages } from './messages-jobs';
import { translatorMessages } from './messages-translators';
import { contentMessages } from './messages-content';
import { settingsMessages } from './messages-settings';
import { journeyMessages } from './messages-journey';
import { releaseMessages } from './messages-releases';
import { verificationMessages } from './messages-verifications';
import { intakeMessages } from './messages-intake';
import { translatorWorkMessages } from './messages-translator-work';
import { deadlineMessages } from './messages-deadlines';
import { pricingMessages } from './messages-pricing';
import { paymentMessages } from './messages-payments';
import { paperMessages } from './messages-paper';
import { twoStepMessages } from './messages-two-step';
import { auditRetentionMessages } from './messages-audit-retention';
import { privacyMessages } from './messages-privacy';

/**
 * Every message the API can answer with, and every validation message the forms show, keyed by a stable code.
 * Server and browser read the same table, so a rule's wording cannot drift between them.
 * Turkish texts are the spec's, verbatim.
 */
/** Each domain keeps its own codes in messages-<domain>.ts and is spread in here, one line each. */
export const messages = {
  ...jobMessages,
  ...translatorMessages,
  ...contentMessages,
  ...settingsMessages,
  ...journeyMessages,
  ...releaseMessages,
  ...verificationMessages,
  ...intakeMessages,
  ...translatorWorkMessages,
  ...deadlineMessages,
  ...pricingMessages,
  ...paymentMessages,
  ...paperMessages,
  ...twoStepMessages,
  ...auditRetentionMessages,
  ...privacyMessages,
  // validation
  required: { tr: 'Bu alan zorunludur.', en: 'This field is required.' },
  fillAllFields: { tr: 'Lütfen tüm alanları doldurun.', en: 'Please fill in all fields.' },
  fillAllFieldsShort: { tr: 'Tüm alanları doldurun.', en: 'Fill in all fields.' },
  invalidEmail: { tr: 'Geçerli bir e-posta giriniz.', en: 'Please enter a valid email address.' },
  weakPassword: {
    tr: 'Şifreniz en az 8 karakter, büyük/küçük harf, sayı ve sembol içermelidir.',
    en: 'Your password must have at least 8 characters with upper- and lower-case letters, a digit and a symbol.',
  },
  weakPasswordReset: {
    tr: 'Şifre en az 8 karakter, bir büyük harf, bir küçük harf, bir rakam ve bir özel karakter içermelidir.',
    en: 'The password must have at least 8 characters, an upper-case letter, a lower-case letter, a digit and a special character.',
  },
  mustBeAdult: { tr: '18 yaşından büyük olmalısınız.', en: 'You must be over 18.' },
  invalidDate: { tr: 'Geçerli bir tarih giriniz.', en: 'Please enter a valid date.' },
  dateInPast: { tr: 'Tarih bugünden önce olamaz.', en: 'The date cannot be earlier than today.' },
  invalidPhone: { tr: 'Geçerli bir telefon numarası giriniz.', en: 'Please enter a valid phone number.' },
  consentRequired: { tr: 'Devam etmek için onay vermeniz gerekir.', en: 'Your consent is required to continue.' },
  tooLong: { tr: 'Bu alan çok uzun.', en: 'This field is too long.' },
  invalidCharacters: {
    tr: 'Bu alanda izin verilmeyen karakterler var.',
    en: 'This field contains characters that are not allowed.',
  },
  invalidValue: { tr: 'Geçersiz değer.', en: 'Invalid value.' },
  validationFailed: { tr: 'Lütfen formdaki hataları düzeltin.', en: 'Please correct the errors in the form.' },
  currentPasswordRequired: { tr: 'Mevcut şifrenizi girmeniz gereklidir.', en: 'Your current password is required.' },
  passwordsDoNotMatch: { tr: 'Yeni şifreler eşleşmiyor.', en: 'The new passwords do not match.' },

  // authentication
  loginFailed: { tr: 'E-posta veya şifre hatalı.', en: 'Incorrect e-mail or password.' },
  emailNotVerified: {
    tr: 'Giriş yapmadan önce e-posta adresinizi doğrulayın. Doğrulama bağlantısını e-postanızda bulabilirsiniz.',
    en: 'Please verify your e-mail address before signing in. The verification link is in your inbox.',
  },
  translatorPending: {
    tr: 'Tercüman başvurunuz henüz onaylanmadı. Onaylandığında e-posta ile bilgilendirileceksiniz.',
    en: 'Your translator application has not been approved yet. We will e-mail you once it is.',
  },
  translatorRejected: {
    tr: 'Tercüman başvurunuz onaylanmadı; bu hesapla giriş yapılamaz.',
    en: 'Your translator application was not approved; this account cannot sign in.',
  },
  emailTaken: { tr: 'Bu e-posta adresi zaten kayıtlı.', en: 'This e-mail address is already registered.' },
  registered: {
    tr: 'Kayıt başarılı! Hesabınızı etkinleştirmek için e-postanıza gönderilen bağlantıya tıklayın.',
    en: 'Registration successful! Click the link we sent to your e-mail to activate your account.',
  },
  tokenInvalid: { tr: 'Token geçersiz veya süresi dolmuş.', en: 'The token is invalid or has expired.' },
  emailVerified: { tr: 'E-posta adresiniz doğrulandı.', en: 'Your e-mail address has been verified.' },
  verificationSent: {
    tr: 'Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı gönderildi.',
    en: 'If your account is not yet verified, a new verification link has been sent.',
  },
  resetSent: {
    tr: 'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi.',
    en: 'If an account exists for this e-mail address, a password reset link has been sent.',
  },
  passwordReset: {
    tr: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
    en: 'Your password has been updated. You can sign in with your new password.',
  },

  // access
  unauthenticated: { tr: 'Bu işlem için giriş yapmalısınız.', en: 'Please sign in to continue.' },
  sessionExpired: {
    tr: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
    en: 'Your session has expired. Please sign in again.',
  },
  forbidden: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  notFound: { tr: 'Kayıt bulunamadı.', en: 'Not found.' },
  pageNotFound: { tr: 'Sayfa bulunamadı.', en: 'Page not found.' },
  conflict: { tr: 'Bu işlem şu anki durumda yapılamaz.', en: 'This cannot be done in the current state.' },
  tooManyRequests: {
    tr: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    en: 'Too many attempts. Please try again shortly.',
  },
  payloadTooLarge: { tr: 'Dosya çok büyük.', en: 'The file is too large.' },
  unsupportedFileType: { tr: 'Bu dosya türü desteklenmiyor.', en: 'This file type is not supported.' },
  serverError: { tr: 'Sunucu hatası oluştu.', en: 'A server error occurred.' },
  serviceUnavailable: {
    tr: 'Hizmet şu anda kullanılamıyor. Lütfen biraz sonra tekrar deneyin.',
    en: 'The service is unavailable right now. Please try again shortly.',
  },
  storageUnavailable: {
    tr: 'Dosyalar şu anda açılamıyor veya yüklenemiyor. Lütfen birkaç dakika sonra tekrar deneyin.',
    en: 'Files cannot be opened or uploaded right now. Please try again in a few minutes.',
  },
  fileUnreadable: {
    tr: 'Bu dosya şu anda açılamıyor. Ofise haber verildi; lütfen daha sonra tekrar deneyin.',
    en: 'This file cannot be opened right now. The office has been told; please try again later.',
  },
  genericError: { tr: 'Bir hata oluştu. Lütfen tekrar deneyin.', en: 'Something went wrong. Please try again.' },
} as const satisfies MessageTable;

export type MessageCode = keyof typeof messages;
export type Locale = 'tr' | 'en';
export const locales: readonly Locale[] = ['tr', 'en'];

export function isMessageCode(value: string): value is MessageCode {
  return Object.prototype.hasOwnProperty.call(messages, value);
}

/** The text of a message code in a locale; an unknown code is returned as it is. */
export function messageText(code: string, locale: Locale): string {
  return isMessageCode(code) ? messages[code][locale] : code;
}

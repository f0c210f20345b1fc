import type { MessageTable } from './message-table';

/** Message codes of the content domain (see messages.ts). */
export const contentMessages = {
  // pages
  pageSaved: { tr: 'Sayfa kaydedildi.', en: 'Page saved.' },
  pageSaveFailed: { tr: 'Kaydedilemedi.', en: 'Could not be saved.' },
  pageDeleted: { tr: 'Sayfa silindi.', en: 'Page deleted.' },
  invalidSlug: {
    tr: 'Kısa ad yalnızca küçük harf (a-z), rakam ve tire içerebilir.',
    en: 'The slug may only contain lower-case letters (a-z), digits and hyphens.',
  },
  slugTaken: { tr: 'Bu kısa ad zaten kullanılıyor.', en: 'This slug is already in use.' },

  // services
  serviceCreated: { tr: 'Yeni hizmet eklendi.', en: 'New service added.' },
  serviceUpdated: { tr: 'Sayfa başarıyla güncellendi.', en: 'Page updated successfully.' },
  serviceDeleted: { tr: 'Hizmet silindi.', en: 'Service deleted.' },

  // languages and script types
  languageAdded: { tr: 'Dil eklendi.', en: 'Language added.' },
  languageDeleted: { tr: 'Dil silindi.', en: 'Language deleted.' },
  languageExists: { tr: 'Bu dil zaten ekli.', en: 'This language already exists.' },
  languageProtected: {
    tr: 'Osmanlıca silinemez: hat türleri ve sipariş formu bu dile bağlıdır.',
    en: 'Ottoman Turkish cannot be deleted: the script types and the order form depend on it.',
  },
  languageNotFound: { tr: 'Dil bulunamadı.', en: 'Language not found.' },
  scriptTypeAdded: { tr: 'Hat türü eklendi.', en: 'Script type added.' },
  scriptTypeDeleted: { tr: 'Hat türü silindi.', en: 'Script type deleted.' },
  scriptTypeExists: { tr: 'Bu hat türü zaten ekli.', en: 'This script type already exists.' },

  // sliders
  sliderSaved: { tr: 'Slider kaydedildi.', en: 'Slide saved.' },
  sliderDeleted: { tr: 'Slider silindi.', en: 'Slide deleted.' },
  sliderOrderSaved: { tr: 'Sıralama kaydedildi.', en: 'Order saved.' },
  sliderNotFound: { tr: 'Slider bulunamadı.', en: 'Slide not found.' },
  invalidImageUrl: {
    tr: 'Görsel, http(s) ile başlayan bir adres ya da /uploads/ veya /images/ ile başlayan bir yol olmalıdır.',
    en: 'The image must be an http(s) address or a path starting with /uploads/ or /images/.',
  },
  invalidLink: {
    tr: 'Bağlantı, / ile başlayan bir site içi yol ya da http(s) ile başlayan bir adres olmalıdır.',
    en: 'The link must be a site path starting with / or an http(s) address.',
  },
  invalidColor: { tr: 'Renk #rrggbb biçiminde olmalıdır.', en: 'The colour must look like #rrggbb.' },
  imageRequired: { tr: 'Lütfen bir görsel seçin.', en: 'Please choose an image.' },

  // testimonials
  ratingRequired: { tr: 'Lütfen bir puan seçin.', en: 'Please choose a rating.' },
  commentRequired: { tr: 'Lütfen bir yorum yazın.', en: 'Please write a comment.' },
  yourNameRequired: { tr: 'Lütfen adınızı yazın.', en: 'Please write your name.' },
  testimonialSent: { tr: 'Yorumunuz başarıyla gönderildi.', en: 'Your review was sent successfully.' },
  testimonialFailed: { tr: 'Yorum gönderilirken hata oluştu.', en: 'An error occurred while sending your review.' },
  testimonialApproved: { tr: 'Yorum onaylandı.', en: 'Review approved.' },
  testimonialDeleted: { tr: 'Yorum silindi.', en: 'Review deleted.' },

  // contact
  contactSent: {
    tr: 'Mesajınız gönderildi. En kısa sürede size dönüş yapacağız.',
    en: 'Your message has been sent. We will get back to you soon.',
  },
  contactFailed: {
    tr: 'Mesajınız şu anda gönderilemedi. Lütfen daha sonra tekrar deneyin.',
    en: 'Your message could not be sent right now. Please try again later.',
  },
} as const satisfies MessageTable;

import type { MessageTable } from './message-table';

/** Message codes of the data-rights domain: exports, the privacy notice and consent (see messages.ts). */
export const privacyMessages = {
  dataExportRequested: {
    tr: 'Verileriniz hazırlanıyor. Hazır olduğunda e-postayla haber vereceğiz.',
    en: 'Your data is being prepared. We will let you know by e-mail when it is ready.',
  },
  dataExportPending: {
    tr: 'Hazırlanmakta olan bir veri dosyanız zaten var.',
    en: 'A data file of yours is already being prepared.',
  },
  dataExportExpired: {
    tr: 'Bu veri dosyasının süresi doldu. Yeni bir dosya isteyebilirsiniz.',
    en: 'This data file has expired. You can ask for a new one.',
  },
  dataExportNotReady: { tr: 'Veri dosyası henüz hazır değil.', en: 'The data file is not ready yet.' },
  consentRecorded: { tr: 'Onayınız kaydedildi.', en: 'Your consent has been recorded.' },
  noticeVersionOutdated: {
    tr: 'Aydınlatma metni bu arada güncellendi. Lütfen yeni sürümü okuyun.',
    en: 'The privacy notice has changed in the meantime. Please read the new version.',
  },
  noticePublished: {
    tr: 'Aydınlatma metninin yeni sürümü yayımlandı.',
    en: 'The new version of the privacy notice has been published.',
  },
  keptPayments: {
    tr: 'Ödeme kayıtları ve makbuzlar: vergi ve ticaret mevzuatı (Vergi Usul Kanunu, Türk Ticaret Kanunu) gereği yasal saklama süresi boyunca tutulur.',
    en: 'Payment records and receipts: kept for the period the tax and commercial laws require (Turkish Tax Procedure Law, Commercial Code).',
  },
  keptJobs: {
    tr: 'Siparişlerinizin tarih, dil, tür ve tutar bilgileri, ödeme kayıtlarının dayanağı olduğu için tutulur; belgeler, açıklamalar ve teslim dosyaları silinir, mesajlarınız "Silinmiş Kullanıcı" adıyla kalır. Ödenmiş ve süren bir işin belgesi, iş bitene kadar saklanır.',
    en: 'The date, languages, type and price of your orders are kept because the payment records rest on them; documents, descriptions and delivered files are deleted, and your messages remain under the name "Silinmiş Kullanıcı" (deleted user). The document of a paid job still under way is kept until the job ends.',
  },
  keptConsents: {
    tr: 'Aydınlatma metni onaylarınızın sürüm ve tarihi (IP adresi olmadan), verilerinizi hukuka uygun işlediğimizi gösterebilmek için tutulur.',
    en: 'The version and date of your privacy notice consents (without the IP address) are kept, so we can show your data was processed lawfully.',
  },
} as const satisfies MessageTable;

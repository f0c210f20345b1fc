import type { MessageTable } from './message-table';

/** Message codes of paper deliveries (contracts/paper-delivery.ts); see messages.ts. */
export const paperMessages = {
  courierTurkiyeOnly: {
    tr: 'Kurye yalnızca Türkiye içindeki adreslere teslim eder; yurt dışı için uluslararası postayı seçin.',
    en: 'The courier delivers only within Türkiye; choose international post for an address abroad.',
  },
  postAbroadOnly: {
    tr: 'Türkiye içindeki bir adres için kuryeyi seçin; uluslararası posta yurt dışı adresler içindir.',
    en: 'Choose the courier for an address in Türkiye; international post is for addresses abroad.',
  },
  noPaperDelivery: {
    tr: 'Bu işte basılı teslimat seçilmedi.',
    en: 'No paper delivery was chosen for this job.',
  },
  paperNotReady: {
    tr: 'Basılı çeviri, iş tamamlandıktan sonra gönderilebilir.',
    en: 'The stamped paper can be shipped once the job is completed.',
  },
  paperStepMismatch: {
    tr: 'Bu teslimat yöntemi için bu adım kullanılamaz.',
    en: 'This step does not fit the job’s delivery method.',
  },
  paperShippingSaved: { tr: 'Gönderim bilgisi kaydedildi.', en: 'The shipping details were saved.' },
  postalAddressSaved: { tr: 'Posta adresiniz kaydedildi.', en: 'Your postal address was saved.' },
} satisfies MessageTable;

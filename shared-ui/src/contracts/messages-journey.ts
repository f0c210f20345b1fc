import type { MessageTable } from './message-table';

/** Message codes of the customer journey (site settings, receipts, revisions, job threads); see messages.ts. */
export const journeyMessages = {
  invalidIban: { tr: 'Geçerli bir IBAN giriniz.', en: 'Please enter a valid IBAN.' },
  invalidWhatsapp: {
    tr: 'WhatsApp numarasını ülke koduyla, yalnızca rakam olarak giriniz (8–15 hane).',
    en: 'Enter the WhatsApp number with its country code, digits only (8–15 digits).',
  },
  siteSettingsSaved: { tr: 'Site ayarları kaydedildi.', en: 'Site settings saved.' },
  revisionAsked: {
    tr: 'Revizyon talebiniz alındı. Ofisimiz inceleyip işi yeniden açacak.',
    en: 'We have your revision request. Our office will review it and reopen the job.',
  },
  revisionAlreadyAsked: {
    tr: 'Bu iş için bekleyen bir revizyon talebiniz zaten var.',
    en: 'You already have a revision request waiting for this job.',
  },
  jobNotCompletedForRevision: {
    tr: 'Yalnızca tamamlanmış işler için revizyon istenebilir.',
    en: 'A revision can only be requested for a completed job.',
  },
} as const satisfies MessageTable;

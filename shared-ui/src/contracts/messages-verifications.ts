import type { MessageTable } from './message-table';

/** Message codes of the verification codes of delivered translations; see messages.ts. */
export const verificationMessages = {
  verificationNotFound: {
    tr: 'Bu doğrulama kodu bulunamadı.',
    en: 'This verification code was not found.',
  },
  verificationCodeMistyped: {
    tr: 'Bu kod hatalı yazılmış görünüyor; lütfen belgedeki kodla karşılaştırın.',
    en: 'This code looks mistyped; please compare it with the code on the document.',
  },
  verificationRevoked: { tr: 'Doğrulama kodu iptal edildi.', en: 'The verification code was revoked.' },
  verificationAlreadyRevoked: {
    tr: 'Bu doğrulama kodu zaten iptal edilmiş.',
    en: 'This verification code has already been revoked.',
  },
  verifiedCopyNotPdf: {
    tr: 'Damgalı kopya yalnızca PDF dosyaları için hazırlanır.',
    en: 'A stamped copy is made for PDF files only.',
  },
} as const satisfies MessageTable;

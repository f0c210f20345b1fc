import type { MessageTable } from './message-table';

/** Message codes of the remotes' releases ("Sürümler" in Site ayarları); see messages.ts. */
export const releaseMessages = {
  releaseChosen: { tr: 'Sürüm değiştirildi.', en: 'Version changed.' },
  releaseNotFound: { tr: 'Bu sürüm bulunamadı.', en: 'This version was not found.' },
} as const satisfies MessageTable;

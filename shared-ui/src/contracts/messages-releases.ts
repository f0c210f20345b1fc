import type { MessageTable } from './message-table';

/** Message codes of the remotes' releases ("Sürümler" in Site ayarları); see messages.ts. */
export const releaseMessages = {
  releaseChosen: { tr: 'Sürüm değiştirildi.', en: 'Version changed.' },
  releaseNotFound: { tr: 'Bu sürüm bulunamadı.', en: 'This version was not found.' },
  releaseIncomplete: {
    tr: 'Bu sürümün dosyaları eksik ya da değişmiş; seçilemez. Sürümü yeniden yayımlayın.',
    en: 'Some files of this version are missing or altered; it cannot be chosen. Release it again.',
  },
} as const satisfies MessageTable;

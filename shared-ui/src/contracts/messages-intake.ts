import type { MessageTable } from './message-table';

/** Message codes of the order's specialty fields (Ottoman intake, the name sheet) and the completion checklist. */
export const intakeMessages = {
  invalidPageCount: {
    tr: 'Sayfa sayısı 1 ile 2000 arasında bir tam sayı olmalıdır.',
    en: 'The number of pages must be a whole number from 1 to 2000.',
  },
  invalidNameSheet: {
    tr: 'Ad ve tarih listesi okunamadı; her satırda tür ve istenen yazılış olmalıdır.',
    en: 'The name and date sheet could not be read; each row needs a kind and the required spelling.',
  },
  tooManyRows: { tr: 'En fazla 50 satır girebilirsiniz.', en: 'You can enter at most 50 rows.' },
  checklistRequired: {
    tr: 'Yeminli, noter tasdikli ve apostilli çevirilerde tamamlamadan önce kontrol listesinin her maddesini onaylayın.',
    en: 'For sworn, notarised and apostille translations, confirm every item of the checklist before completing.',
  },
} as const satisfies MessageTable;

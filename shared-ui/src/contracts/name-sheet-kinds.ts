import type { TranslationType } from './job-kinds';

/** The name sheet's and the checklist's fixed lists, without their schemas (name-sheet.ts). */
export const nameSheetKinds = ['name', 'place', 'date'] as const;
export type NameSheetKind = (typeof nameSheetKinds)[number];
export const NAME_SHEET_MAX_ROWS = 50;

/** The translation types whose output an authority reads: they get the sheet and the checklist. */
export const certifiedTranslationTypes: readonly TranslationType[] = ['sworn', 'notary', 'apostille', 'consular'];
export const isCertifiedTranslation = (type: string): boolean =>
  (certifiedTranslationTypes as readonly string[]).includes(type);

export const checklistItems = ['names', 'stamp', 'source'] as const;
export type ChecklistItem = (typeof checklistItems)[number];

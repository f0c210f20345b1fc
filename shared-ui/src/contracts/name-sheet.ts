import { z } from 'zod';
import { textCharacters } from './common';
import { NAME_SHEET_MAX_ROWS, checklistItems, nameSheetKinds, type ChecklistItem } from './name-sheet-kinds';

export * from './name-sheet-kinds';

/**
 * How proper names, places and dates must be written in a sworn, notarised or apostille translation (as in
 * the passport), and the short checklist the translator confirms before completing such a job: their schemas. The
 * fixed lists are name-sheet-kinds.ts.
 */
const CELL_MAX = 200;

const cell = (required: boolean) => {
  const text = z.string().trim().max(CELL_MAX, 'tooLong').refine(textCharacters(), 'invalidCharacters');
  return required ? text.min(1, 'required') : text.optional().default('');
};

export const nameSheetRow = z.object({
  kind: z.enum(nameSheetKinds, { error: 'invalidValue' }),
  /** As it appears in the source (optional: the customer may not read the script). */
  source: cell(false),
  /** How it must be written in the translation. */
  spelling: cell(true),
});
export type NameSheetRow = z.output<typeof nameSheetRow>;

export const nameSheet = z.array(nameSheetRow).max(NAME_SHEET_MAX_ROWS, 'tooManyRows');

/**
 * The multipart field `name_sheet`: a JSON array, or empty. Broken JSON and a broken row both answer a field
 * error on `name_sheet` (one message for the whole sheet: the form checks each row itself).
 */
export const nameSheetField = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw || !raw.trim()) return [];
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalidNameSheet' });
      return z.NEVER;
    }
    const rows = nameSheet.safeParse(parsed);
    if (!rows.success) {
      ctx.addIssue({
        code: 'custom',
        message: rows.error.issues[0]?.message === 'tooManyRows' ? 'tooManyRows' : 'invalidNameSheet',
      });
      return z.NEVER;
    }
    return rows.data;
  });

/** PUT /translator/job/{id}/mark-complete: the checklist, required on certified translations (checked by the server). */
export const completionChecklist = z
  .object(
    Object.fromEntries(checklistItems.map((k) => [k, z.boolean().optional()])) as Record<
      ChecklistItem,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .optional();

export interface CompletionChecklistDto {
  confirmed_at: string;
  items: ChecklistItem[];
}

import { PDFDocument, StandardFonts } from 'pdf-lib';
import { daysFromToday } from '../jobs/job-test-helpers';

/** A PDF of `pages` pages, each with the same seven words of text. */
export async function textPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1)
    doc.addPage([595, 842]).drawText(`Page ${n} of the title deed text`, { x: 50, y: 780, size: 20, font });
  return Buffer.from(await doc.save());
}

/** The estimate form: a Turkish deed into English, official, due in ten days, unless told otherwise. */
export function estimateForm(
  file: { bytes: Buffer; name: string } | null,
  fields: Record<string, string | undefined> = {},
): FormData {
  const form = new FormData();
  const values: Record<string, string | undefined> = {
    source_lang: 'Türkçe',
    target_lang: 'İngilizce',
    translation_type: 'official',
    delivery_date: daysFromToday(10),
    ...fields,
  };
  for (const [k, v] of Object.entries(values)) if (v !== undefined) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

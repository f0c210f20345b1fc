import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

let counter = 0;

/** Real bytes of the accepted kinds, and a Windows executable to rename. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const exeBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);

export function uniqueEmail(prefix = 'applicant'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

/** An application every rule accepts, as multipart; overrides replace fields (undefined removes one). */
export function applicationForm(
  overrides: Record<string, string | undefined> = {},
  files: { cv?: { name: string; bytes: Buffer } | null; certificates?: { name: string; bytes: Buffer }[] } = {},
): FormData {
  const fields: Record<string, string | undefined> = {
    name: 'Ayşe',
    surname: 'Kaya',
    email: uniqueEmail(),
    phone: '+905321234567',
    password: 'Guclu-Sifre-1',
    education_level: 'lisans',
    university_name: 'Boğaziçi Üniversitesi',
    university_department: 'Çeviribilim',
    experience: '6 yıl hukuki çeviri',
    languages: 'İngilizce, Almanca',
    hp: '',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  const cv = files.cv === undefined ? { name: 'cv.pdf', bytes: pdfBytes } : files.cv;
  if (cv) form.append('cv_file', new Blob([new Uint8Array(cv.bytes)]), cv.name);
  for (const c of files.certificates ?? [{ name: 'sertifika.png', bytes: pngBytes }])
    form.append('certificates', new Blob([new Uint8Array(c.bytes)]), c.name);
  return form;
}

/** Every stored file below a folder (none when it does not exist). */
export function storedFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const full = path.join(dir, e);
    return statSync(full).isDirectory() ? storedFiles(full) : [full];
  });
}

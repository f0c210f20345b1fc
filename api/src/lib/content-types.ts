import path from 'node:path';

/** The Content-Type of every extension an upload may carry (see uploadKinds); one table for uploads and downloads. */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
  gif: 'image/gif',
  zip: 'application/zip',
};

/** Stored files were checked by their bytes on upload, so the extension names their type. */
export function contentTypeOf(fileName: string): string {
  return contentTypes[path.extname(fileName).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

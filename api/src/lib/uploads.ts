import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { File } from 'formidable';
import { contentTypeOf } from './content-types';
import { PayloadTooLargeError, UnsupportedFileTypeError, ValidationError } from '../errors/app-error';

/** What each kind of upload may be, checked by its bytes, not its name. */
export const uploadKinds = {
  document: {
    maxBytes: 50 * 1024 * 1024,
    extensions: ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'webp'],
  },
  output: {
    maxBytes: 50 * 1024 * 1024,
    extensions: ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'webp', 'zip'],
  },
  cv: { maxBytes: 10 * 1024 * 1024, extensions: ['pdf', 'doc', 'docx'] },
  certificate: { maxBytes: 10 * 1024 * 1024, extensions: ['pdf', 'png', 'jpg', 'jpeg'] },
  /** A payment receipt, a revision's or a message's file: documents people have at hand (PDF, image, Word). */
  attachment: { maxBytes: 10 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png', 'webp', 'doc', 'docx'] },
  receipt: { maxBytes: 10 * 1024 * 1024, extensions: ['pdf', 'jpg', 'jpeg', 'png', 'webp'] },
  image: { maxBytes: 5 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png', 'webp', 'gif'] },
} as const;
export type UploadKind = keyof typeof uploadKinds;

/** Sniffed type → the extensions a file of that type may carry. */
const sniffedExtensions: Record<string, string[]> = {
  pdf: ['pdf'],
  cfb: ['doc'],
  docx: ['docx'],
  odt: ['odt'],
  rtf: ['rtf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  tif: ['tif', 'tiff'],
  webp: ['webp'],
  gif: ['gif'],
  zip: ['zip'],
};

export interface AcceptedUpload {
  tempPath: string;
  originalName: string;
  mime: string;
  size: number;
}

function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

/** Plain text has no magic bytes: accept valid UTF-8 without NUL bytes. */
async function looksLikeText(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.includes(0)) return false;
    return new TextDecoder('utf-8', { fatal: false }).decode(head).includes('\uFFFD') === false;
  } finally {
    await handle.close();
  }
}

/**
 * Checks one uploaded file against its kind: size, extension and that the bytes are what the extension says.
 * On refusal the temporary file is removed and a 413 or 415 is thrown: nothing is kept.
 */
export async function acceptUpload(file: File, kind: UploadKind, field: string): Promise<AcceptedUpload> {
  const rule = uploadKinds[kind];
  const originalName = file.originalFilename ?? 'file';
  const ext = extensionOf(originalName);
  try {
    if (file.size > rule.maxBytes) throw new PayloadTooLargeError();
    if (file.size === 0) throw new ValidationError({ [field]: 'required' });
    if (!(rule.extensions as readonly string[]).includes(ext))
      throw new UnsupportedFileTypeError('unsupportedFileType', { [field]: 'unsupportedFileType' });
    if (ext === 'txt') {
      if (!(await looksLikeText(file.filepath)))
        throw new UnsupportedFileTypeError('unsupportedFileType', { [field]: 'unsupportedFileType' });
    } else {
      const head = await readHead(file.filepath);
      const sniffed = await fileTypeFromBuffer(head);
      if (!sniffed || !(sniffedExtensions[sniffed.ext] ?? []).includes(ext)) {
        throw new UnsupportedFileTypeError('unsupportedFileType', { [field]: 'unsupportedFileType' });
      }
    }
    return {
      tempPath: file.filepath,
      originalName,
      mime: contentTypeOf(originalName),
      size: file.size,
    };
  } catch (err) {
    await rm(file.filepath, { force: true });
    throw err;
  }
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(256 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The files of one multipart field as a list (formidable gives one file or an array). */
export function filesOf(files: Record<string, File | File[]> | undefined, field: string): File[] {
  const value = files?.[field];
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

/** Removes every temporary file of a request: after a refusal nothing of it may stay on disk. */
export async function discardTempFiles(files: Record<string, File | File[]> | undefined): Promise<void> {
  const all = Object.values(files ?? {}).flatMap((v) => (Array.isArray(v) ? v : [v]));
  await Promise.all(all.map((f) => rm(f.filepath, { force: true })));
}

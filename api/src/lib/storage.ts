import { createReadStream } from 'node:fs';
import { mkdir, rename, copyFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live: a folder under DATA_DIR (createLocalStorage) or an S3-compatible bucket (s3-storage.ts, when
 * S3_BUCKET is set). Private areas are only ever sent by the download routes; public ones are served under
 * /uploads/<area>/. Stored names are `<numeric prefix>-<sanitized original>`, as the spec's file_name fields show.
 */
export const privateAreas = [
  'documents',
  'output',
  'cv',
  'certificates',
  'attachments',
  'previews',
  'exports',
] as const;
export const publicAreas = ['avatar', 'sliders'] as const;
export type StorageArea = (typeof privateAreas)[number] | (typeof publicAreas)[number];

export interface Storage {
  /** Moves a temporary upload in; answers the stored name. */
  put(area: StorageArea, tempPath: string, originalName: string): Promise<string>;
  /** The file's bytes and size, or null when there is no such file (or the name is not a stored name). */
  open(area: StorageArea, fileName: string): Promise<{ stream: Readable; size: number } | null>;
  remove(area: StorageArea, fileName: string): Promise<void>;
  /** Throws when the store does not answer (the bucket; a local folder has nothing to ask): /api/ready. */
  ping?(): Promise<void>;
}

export function isPublicArea(area: string): area is (typeof publicAreas)[number] {
  return (publicAreas as readonly string[]).includes(area);
}

/**
 * Keeps letters (Turkish ones too), digits, dot, dash and underscore; drops any folder part. A run of dots
 * becomes one ("Rapor..v2.pdf" → "Rapor.v2.pdf"), so a stored name never holds the `..` that isSafeStoredName
 * refuses in the names a request asks for.
 */
export function sanitizeFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}

export function isSafeStoredName(fileName: string): boolean {
  return /^\d+-[^/\\]+$/.test(fileName) && !fileName.includes('..') && fileName.length <= 300;
}

let lastPrefix = 0;
/** Millisecond time, made strictly increasing so two uploads in one millisecond never collide. */
function nextPrefix(): number {
  lastPrefix = Math.max(Date.now(), lastPrefix + 1);
  return lastPrefix;
}

/** The name a new upload is stored under. */
export function newStoredName(originalName: string): string {
  return `${nextPrefix()}-${sanitizeFileName(originalName)}`;
}

export function createLocalStorage(root: string): Storage {
  const dirOf = (area: StorageArea) =>
    isPublicArea(area) ? path.join(root, 'public', area) : path.join(root, 'private', area);

  /** Absolute path of a stored file; throws for a name that would leave its area. */
  const pathOf = (area: StorageArea, fileName: string) => {
    if (!isSafeStoredName(fileName)) throw new Error('unsafe file name');
    const dir = dirOf(area);
    const full = path.resolve(dir, fileName);
    if (path.dirname(full) !== path.resolve(dir)) throw new Error('unsafe file name');
    return full;
  };

  return {
    async put(area, tempPath, originalName) {
      const fileName = newStoredName(originalName);
      await mkdir(dirOf(area), { recursive: true });
      const target = pathOf(area, fileName);
      try {
        await rename(tempPath, target);
      } catch {
        // the temp folder may be on another device
        await copyFile(tempPath, target);
        await rm(tempPath, { force: true });
      }
      return fileName;
    },
    async open(area, fileName) {
      if (!isSafeStoredName(fileName)) return null;
      const full = pathOf(area, fileName);
      try {
        const info = await stat(full);
        return { stream: createReadStream(full), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(area, fileName) {
      if (!isSafeStoredName(fileName)) return;
      await rm(pathOf(area, fileName), { force: true });
    },
  };
}

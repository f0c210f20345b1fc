import { createHash } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Numbered builds of the front-end remotes: `<remote>/<version>/` holds a remote's whole dist folder and its
 * release record (release.json, or a row), written last. A version, once written, is never written again.
 */
export interface ReleaseInfo {
  version: string;
  createdAt: string;
  /** The git commit the release was built from, when known. */
  commit: string | null;
  /**
   * sha256 of the build's content (see buildContentHash): two different builds never share it. null: a release
   * stored before its content was hashed, which can stay served but cannot be chosen again.
   */
  contentHash: string | null;
}

/** One file of a release as recorded when it was written: what a check of the stored copy compares with. */
export interface ReleaseFile {
  path: string;
  size: number;
  sha256: string;
}

/** The record kept with a release: its info and the list of its files. */
export interface ReleaseRecord extends ReleaseInfo {
  files?: ReleaseFile[];
}

export interface ReleaseStore {
  /** The complete releases of a remote, newest first. */
  versions(remote: string): Promise<ReleaseInfo[]>;
  has(remote: string, version: string): Promise<boolean>;
  /** Stores every file under `dir`; throws ReleaseExistsError when the version is taken. */
  write(remote: string, version: string, dir: string, commit: string | null): Promise<ReleaseInfo>;
  open(remote: string, version: string, file: string): Promise<{ stream: Readable; size: number } | null>;
  /** Reads every file of the release back from the store and compares it with its record. */
  verify(remote: string, version: string): Promise<boolean>;
}

export class ReleaseExistsError extends Error {
  constructor(remote: string, version: string) {
    super(`${remote} ${version} is already released; a release is never overwritten (choose another --version)`);
  }
}

export class ReleaseLinkError extends Error {
  constructor(file: string) {
    super(`${file} is a symbolic link: a release holds only regular files`);
  }
}

/** Letters, digits, dot, dash, underscore; starts with a letter or digit: safe as a folder name and in a URL. */
export const releaseVersionPattern = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export function isSafeReleasePath(version: string, file: string): boolean {
  return (
    releaseVersionPattern.test(version) &&
    !version.includes('..') &&
    /^[\w.-]+(\/[\w.-]+)*$/.test(file) &&
    !file.split('/').some((part) => part === '..' || part === '.')
  );
}

export const RELEASE_INFO = 'release.json';

/**
 * Every regular file under `dir` as paths relative to it with forward slashes, sorted. A symbolic link anywhere
 * refuses the whole build: a link stored as a file would serve whatever it points at (a secret, /etc/passwd).
 */
export async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) throw new ReleaseLinkError(rel);
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, rel)));
    else if (entry.isFile() && rel !== RELEASE_INFO) found.push(rel);
  }
  return found.sort();
}

export function sha256(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex');
}

/**
 * The build's content hash: sha256 of the `sha256sum` lines of its files in byte order, so an operator gets the
 * same figure with `find . -type f ! -name release.json | LC_ALL=C sort | sed 's|^\./||' | xargs sha256sum | sha256sum`.
 */
export function buildContentHash(files: ReleaseFile[]): string {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return sha256(sorted.map((f) => `${f.sha256}  ${f.path}\n`).join(''));
}

/** The files of a build folder with their sizes and hashes (links refused, see filesUnder). */
export async function describeBuild(dir: string): Promise<ReleaseFile[]> {
  const files: ReleaseFile[] = [];
  for (const rel of await filesUnder(dir)) {
    const full = path.join(dir, rel);
    if ((await lstat(full)).isSymbolicLink()) throw new ReleaseLinkError(rel);
    const content = await readFile(full);
    files.push({ path: rel, size: content.length, sha256: sha256(content) });
  }
  return files;
}

export function newRecord(
  version: string,
  commit: string | null,
  files: ReleaseFile[],
): ReleaseRecord & { files: ReleaseFile[] } {
  return { version, createdAt: new Date().toISOString(), commit, contentHash: buildContentHash(files), files };
}

export function infoOf(record: ReleaseRecord): ReleaseInfo {
  return {
    version: record.version,
    createdAt: record.createdAt,
    commit: record.commit,
    contentHash: record.contentHash ?? null,
  };
}

/** True when every recorded file reads back with its hash and the list still gives the recorded content hash. */
export async function matchesRecord(
  record: ReleaseRecord,
  read: (file: string) => Promise<Buffer | null>,
): Promise<boolean> {
  if (!record.files || buildContentHash(record.files) !== record.contentHash) return false;
  for (const file of record.files) {
    const content = await read(file.path);
    if (!content || content.length !== file.size || sha256(content) !== file.sha256) return false;
  }
  return true;
}

export function newestFirst(a: ReleaseInfo, b: ReleaseInfo): number {
  return b.createdAt.localeCompare(a.createdAt) || b.version.localeCompare(a.version);
}

export async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

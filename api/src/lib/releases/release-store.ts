import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Numbered builds of the front-end remotes (issue 16): `releases/<remote>/<version>/` holds a remote's whole dist
 * folder and a release.json written last. A version, once written, is never written again.
 */
export interface ReleaseInfo {
  version: string;
  createdAt: string;
  /** The git commit the release was built from, when known. */
  commit: string | null;
}

export interface ReleaseStore {
  /** The complete releases of a remote, newest first. */
  versions(remote: string): Promise<ReleaseInfo[]>;
  has(remote: string, version: string): Promise<boolean>;
  /** Stores every file under `dir`; throws ReleaseExistsError when the version is taken. */
  write(remote: string, version: string, dir: string, commit: string | null): Promise<ReleaseInfo>;
  open(remote: string, version: string, file: string): Promise<{ stream: Readable; size: number } | null>;
}

export class ReleaseExistsError extends Error {
  constructor(remote: string, version: string) {
    super(`${remote} ${version} is already released; a release is never overwritten (choose another --version)`);
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

/** Every file under `dir`, as paths relative to it with forward slashes. */
export async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, rel)));
    else if (entry.isFile()) found.push(rel);
  }
  return found;
}

export function newestFirst(a: ReleaseInfo, b: ReleaseInfo): number {
  return b.createdAt.localeCompare(a.createdAt) || b.version.localeCompare(a.version);
}

/** DATA_DIR/releases on this machine's disk: one instance, or several sharing a volume. */
export function createLocalReleaseStore(root: string): ReleaseStore {
  const folder = (remote: string, version: string) => path.join(root, remote, version);

  return {
    async versions(remote) {
      const dir = path.join(root, remote);
      if (!existsSync(dir)) return [];
      const infos: ReleaseInfo[] = [];
      for (const version of await readdir(dir)) {
        if (!releaseVersionPattern.test(version)) continue; // a write still in progress is a dot folder
        const info = path.join(dir, version, RELEASE_INFO);
        if (existsSync(info)) infos.push(JSON.parse(await readFile(info, 'utf8')) as ReleaseInfo);
      }
      return infos.sort(newestFirst);
    },
    async has(remote, version) {
      return releaseVersionPattern.test(version) && existsSync(path.join(folder(remote, version), RELEASE_INFO));
    },
    async write(remote, version, dir, commit) {
      const target = folder(remote, version);
      if (existsSync(target)) throw new ReleaseExistsError(remote, version);
      // Copied beside the target, then renamed into place: a reader never sees half a release, and of two
      // writers of one version the second finds the folder there and fails.
      await mkdir(path.join(root, remote), { recursive: true });
      const scratch = await mkdtemp(path.join(root, remote, `.${version}-`)); // a dot: never read as a version
      await cp(dir, scratch, { recursive: true });
      const info: ReleaseInfo = { version, createdAt: new Date().toISOString(), commit };
      await writeFile(path.join(scratch, RELEASE_INFO), JSON.stringify(info, null, 2));
      try {
        await rename(scratch, target);
      } catch (err) {
        await rm(scratch, { recursive: true, force: true });
        if (existsSync(target)) throw new ReleaseExistsError(remote, version);
        throw err;
      }
      return info;
    },
    async open(remote, version, file) {
      if (!isSafeReleasePath(version, file)) return null;
      const full = path.join(folder(remote, version), file);
      try {
        const info = await stat(full);
        if (!info.isFile()) return null;
        return { stream: createReadStream(full), size: info.size };
      } catch {
        return null;
      }
    },
  };
}

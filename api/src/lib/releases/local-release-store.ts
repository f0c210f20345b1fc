import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  describeBuild,
  infoOf,
  isSafeReleasePath,
  matchesRecord,
  newestFirst,
  newRecord,
  RELEASE_INFO,
  ReleaseExistsError,
  releaseVersionPattern,
  type ReleaseInfo,
  type ReleaseRecord,
  type ReleaseStore,
} from './release-store';

/**
 * DATA_DIR/releases on this machine's disk: only for the embedded database, which one instance alone can open
 * (open-release-store.ts). Files are opened without following symbolic links: a link placed in a release folder
 * (by hand, or by a tampered copy) is not served, whatever it points at.
 */
export function createLocalReleaseStore(root: string): ReleaseStore {
  const folder = (remote: string, version: string) => path.join(root, remote, version);

  async function readRecord(remote: string, version: string): Promise<ReleaseRecord | null> {
    const content = await openInside(folder(remote, version), RELEASE_INFO);
    return content ? (JSON.parse(content.toString('utf8')) as ReleaseRecord) : null;
  }

  return {
    async versions(remote) {
      const dir = path.join(root, remote);
      if (!existsSync(dir)) return [];
      const infos: ReleaseInfo[] = [];
      for (const version of await readdir(dir)) {
        if (!releaseVersionPattern.test(version)) continue; // a write still in progress is a dot folder
        const record = await readRecord(remote, version);
        if (record) infos.push(infoOf(record));
      }
      return infos.sort(newestFirst);
    },
    async has(remote, version) {
      return releaseVersionPattern.test(version) && existsSync(path.join(folder(remote, version), RELEASE_INFO));
    },
    async write(remote, version, dir, commit) {
      const target = folder(remote, version);
      if (existsSync(target)) throw new ReleaseExistsError(remote, version);
      const files = await describeBuild(dir);
      // Copied beside the target, then renamed into place: a reader never sees half a release, and of two
      // writers of one version the second finds the folder there and fails.
      await mkdir(path.join(root, remote), { recursive: true });
      const scratch = await mkdtemp(path.join(root, remote, `.${version}-`)); // a dot: never read as a version
      const record = newRecord(version, commit, files);
      try {
        for (const file of files) {
          await mkdir(path.dirname(path.join(scratch, file.path)), { recursive: true });
          await copyFile(path.join(dir, file.path), path.join(scratch, file.path));
        }
        await writeFile(path.join(scratch, RELEASE_INFO), JSON.stringify(record, null, 2));
        await rename(scratch, target);
      } catch (err) {
        await rm(scratch, { recursive: true, force: true });
        if (existsSync(target)) throw new ReleaseExistsError(remote, version);
        throw err;
      }
      return infoOf(record);
    },
    async open(remote, version, file) {
      if (!isSafeReleasePath(version, file)) return null;
      const handle = await openNoLinks(folder(remote, version), file);
      if (!handle) return null;
      const size = (await handle.stat()).size;
      return { stream: handle.createReadStream(), size };
    },
    async verify(remote, version) {
      if (!releaseVersionPattern.test(version)) return false;
      const record = await readRecord(remote, version);
      return record !== null && matchesRecord(record, (file) => openInside(folder(remote, version), file));
    },
  };
}

/**
 * Opens `file` inside `base` only when no part of its path is a symbolic link and it is a regular file: the
 * resolved path must be the lexical one (a linked folder on the way changes it), and the last step is opened
 * with O_NOFOLLOW (a link there fails to open).
 */
async function openNoLinks(base: string, file: string) {
  try {
    const realBase = await realpath(base);
    const full = path.join(realBase, file);
    if ((await realpath(full)) !== full) return null;
    const handle = await open(full, constants.O_RDONLY | constants.O_NOFOLLOW);
    if (!(await handle.stat()).isFile()) {
      await handle.close();
      return null;
    }
    return handle;
  } catch {
    return null;
  }
}

async function openInside(base: string, file: string): Promise<Buffer | null> {
  const handle = await openNoLinks(base, file);
  if (!handle) return null;
  try {
    return await readFile(handle);
  } finally {
    await handle.close();
  }
}

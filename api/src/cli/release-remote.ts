/**
 * `npm run release -w <remote> [-- --version <v>]`: builds one front-end remote in a scratch folder and stores the
 * build as a numbered, immutable release where every instance reads it (lib/releases/open-release-store.ts). The
 * admin then chooses it in Site ayarları → Sürümler; nothing is served differently until then, since the build
 * that came with the server (<remote>/dist) is never touched.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releasableRemotes, type ReleasableRemote } from 'shared-ui/contracts';
import { loadEnv } from '../config/env';
import { connectDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { openReleaseStore } from '../lib/releases/open-release-store';
import { releaseVersionPattern } from '../lib/releases/release-store';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

function usage(message: string): never {
  console.error(`${message}\nusage: npm run release -w <${releasableRemotes.join('|')}> [-- --version <version>]`);
  process.exit(2);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** `<package version>-<UTC date and time>[-<commit>]`, e.g. 0.1.0-20261124231500-1a2b3c4d5e. */
function defaultVersion(remote: string, commit: string | null): string {
  const pkg = JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8')) as { version: string };
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return [pkg.version, stamp, commit].filter(Boolean).join('-');
}

async function main(): Promise<void> {
  const [remote, ...rest] = process.argv.slice(2);
  if (!releasableRemotes.includes(remote as ReleasableRemote)) usage(`unknown remote: ${remote ?? '(none)'}`);
  const flag = rest.indexOf('--version');
  const commit = gitCommit();
  const version = flag >= 0 ? rest[flag + 1] : defaultVersion(remote as string, commit);
  if (!version || !releaseVersionPattern.test(version)) usage(`a version is letters, digits, . _ - : ${version}`);

  // DATA_DIR and the rest are read as `npm start` reads them, from the repository root.
  process.chdir(root);
  const env = loadEnv();
  // Only a PostgreSQL server is opened here: the embedded database belongs to the running instance.
  const db = env.DATABASE_URL ? connectDb({ databaseUrl: env.DATABASE_URL, embeddedDir: '' }) : undefined;
  if (db) await migrateToLatest(db);
  const store = await openReleaseStore(env, db);
  if (await store.has(remote as string, version)) usage(`${remote} ${version} is already released`);

  const build = (await import(path.join(root, 'scripts', 'build-frontends.mjs'))) as {
    buildFrontends(packages: string[], options: { outputDir: string }): Promise<void>;
  };
  const scratch = mkdtempSync(path.join(os.tmpdir(), `release-${remote}-`));
  try {
    await build.buildFrontends([remote as string], { outputDir: scratch });
    const info = await store.write(remote as string, version, scratch, commit);
    const where = env.S3_BUCKET
      ? `s3://${env.S3_BUCKET}/releases`
      : env.DATABASE_URL
        ? 'the database (remote_release_builds)'
        : path.join(env.DATA_DIR, 'releases');
    console.log(`Released ${remote} ${info.version} (content ${info.contentHash}) to ${where}`);
    console.log('Choose it in the admin panel: Site ayarları → Sürümler.');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await db?.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

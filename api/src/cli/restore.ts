/**
 * `npm run restore -- <folder>`: puts a backup made by `npm run backup` back into the configured database and
 * file store. Stop every instance first (docs/operations.md); they run migrations again at their next start.
 */
import path from 'node:path';
import { loadEnv } from '../config/env';
import { restoreBackup } from '../lib/backups/backup';

async function main(): Promise<void> {
  const from = process.argv[2];
  if (!from) {
    console.error('usage: npm run restore -- <backup folder>');
    process.exit(2);
  }
  const manifest = await restoreBackup(loadEnv(), path.resolve(from));
  console.log(`Restored the backup of ${manifest.createdAt}: database and ${manifest.files.count} files.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

/**
 * `npm run backup [-- <folder>]`: the database (pg_dump, or the embedded database's folder) and every stored file
 * (the bucket or DATA_DIR/files) into a new folder, by default backups/<UTC time> in the working folder. docs/operations.md.
 */
import path from 'node:path';
import { loadEnv } from '../config/env';
import { createBackup } from '../lib/backups/backup';

async function main(): Promise<void> {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const into = path.resolve(process.argv[2] ?? path.join('backups', stamp));
  const manifest = await createBackup(env, into);
  console.log(
    `Backup written to ${into}: ${manifest.database} database, ` +
      `${manifest.files.count} files (${manifest.files.bytes} bytes) from the ${manifest.files.source}.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

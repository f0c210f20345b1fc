import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileKeyOf, type FileKeyring } from '../lib/file-encryption';

/** A files key as the environment gives it: 32 bytes in base64 (`openssl rand -base64 32`). */
export function parseFilesKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed, /[-_]/.test(trimmed) ? 'base64url' : 'base64');
  return key.length === 32 ? key : null;
}

/**
 * Without FILES_KEY the key is generated once into DATA_DIR/files-key, next to the files' folder and not in it, so
 * a copy of DATA_DIR/files alone reveals nothing. `generated` says it was made just now.
 */
export function persistentFilesKey(dataDir: string): { key: string; generated: boolean } {
  const file = path.join(dataDir, 'files-key');
  if (existsSync(file)) return { key: readFileSync(file, 'utf8').trim(), generated: false };
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, key, { mode: 0o600 });
  return { key, generated: true };
}

/** The keyring of env.FILES_KEY and env.FILES_KEY_PREVIOUS (a comma list), both checked by config/env.ts. */
export function filesKeyring(env: { FILES_KEY: string; FILES_KEY_PREVIOUS?: string }): FileKeyring {
  const keyOf = (text: string) => fileKeyOf(parseFilesKey(text) as Buffer);
  const previous = (env.FILES_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return { current: keyOf(env.FILES_KEY), previous: previous.map(keyOf) };
}

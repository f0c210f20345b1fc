import path from 'node:path';
import type { Env } from '../../config/env';
import { s3SettingsFromEnv } from '../s3-settings';
import { createLocalReleaseStore, type ReleaseStore } from './release-store';

/** DATA_DIR/releases, or the bucket when S3_BUCKET is set (its SDK is loaded only then). */
export async function openReleaseStore(env: Env): Promise<ReleaseStore> {
  const s3 = s3SettingsFromEnv(env);
  if (!s3) return createLocalReleaseStore(path.join(env.DATA_DIR, 'releases'));
  const { createS3ReleaseStore } = await import('./s3-release-store');
  return createS3ReleaseStore(s3);
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { findStampedCopy, insertStampedCopy, type VerificationRow } from './repository';
import { stampPdf } from './stamp-pdf';
import { documentLocale, verificationPageUrl } from './verification-qr';

async function readStored(deps: Pick<AppDeps, 'storage'>, fileName: string): Promise<Buffer> {
  const file = await deps.storage.open('output', fileName);
  if (!file) throw new NotFoundError();
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function storeBytes(deps: Pick<AppDeps, 'storage'>, bytes: Uint8Array, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-stamped-'));
  try {
    const temp = path.join(dir, name);
    await writeFile(temp, bytes);
    return await deps.storage.put('output', temp, name);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The QR-stamped copy of a code's delivered PDF. It is made once and kept with its fingerprint, which the public
 * check then accepts beside the delivered file's: the copy the customer hands to an institution verifies. A
 * second first request racing the first keeps the copy that was recorded first.
 */
export async function stampedCopyBytes(
  deps: Pick<AppDeps, 'db' | 'storage' | 'env'>,
  row: VerificationRow,
  position: number,
  source: () => Promise<Buffer>,
): Promise<Buffer> {
  const kept = await findStampedCopy(deps.db, row.id, position);
  if (kept) return readStored(deps, kept.file_name);

  const pageUrl = verificationPageUrl(deps.env.PUBLIC_URL, row.code, documentLocale(row.target_lang));
  const bytes = Buffer.from(await stampPdf(await source(), row.code, pageUrl));
  const fileName = await storeBytes(deps, bytes, `stamped-${row.code}-${position}.pdf`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (await insertStampedCopy(deps.db, { verification_id: row.id, position, file_name: fileName, sha256 }))
    return bytes;
  await deps.storage.remove('output', fileName);
  const first = await findStampedCopy(deps.db, row.id, position);
  if (!first) throw new NotFoundError();
  return readStored(deps, first.file_name);
}

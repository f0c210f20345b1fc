import type { Knex } from 'knex';
import type { VerifiedFileDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { sha256OfStream } from '../../lib/file-hash';
import { findCurrentOutputs, saveOutputSha256, type CurrentOutputRow } from '../jobs/output-repository';
import { findAssignedTranslatorName } from '../jobs/job-facts-repository';
import { findValidVerification, insertVerification, markSuperseded } from './repository';
import { newVerificationCode } from './verification-code';

/** Files delivered before fingerprints were taken at upload get theirs from the store, once. */
async function fingerprint(
  deps: Pick<AppDeps, 'storage'>,
  trx: Knex.Transaction,
  row: CurrentOutputRow,
): Promise<string> {
  if (row.sha256) return row.sha256;
  const file = await deps.storage.open('output', row.file_name);
  if (!file) throw new Error(`delivered file ${row.file_name} is missing from the store`);
  const sha256 = await sha256OfStream(file.stream);
  await saveOutputSha256(trx, row.id, sha256);
  return sha256;
}

const sameFiles = (a: VerifiedFileDto[], b: VerifiedFileDto[]) =>
  a.length === b.length && a.every((f, i) => f.sha256 === b[i]?.sha256);

/**
 * Called in the completion's transaction: the delivered files' fingerprints under a verification code. A job
 * completed again with the same files keeps its code; other files (a revision) get a new code and the old one
 * is marked superseded. A revoked code is never reused: the next completion issues a fresh one.
 */
export async function certifyDelivery(
  deps: Pick<AppDeps, 'storage'>,
  trx: Knex.Transaction,
  jobId: number,
): Promise<void> {
  // the current delivery: a revision's delivery replaced the earlier files (translator-jobs/delivery.ts)
  const outputs = await findCurrentOutputs(trx, jobId);
  const files: VerifiedFileDto[] = [];
  for (const [i, row] of outputs.entries())
    files.push({ position: i + 1, sha256: await fingerprint(deps, trx, row), size: Number(row.size), mime: row.mime });

  const current = await findValidVerification(trx, jobId);
  if (current && sameFiles(current.files, files)) return;
  if (current) await markSuperseded(trx, current.id);

  const translator = await findAssignedTranslatorName(trx, jobId);
  await insertVerification(trx, {
    job_id: jobId,
    code: newVerificationCode(),
    translator_name: translator ? `${translator.name} ${translator.surname}`.trim() : '',
    files,
  });
}

import type { Knex } from 'knex';
import type { VerifiedFileDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { sha256OfStream } from '../../lib/file-hash';
import { newVerificationCode } from './verification-code';

interface OutputRow {
  id: number;
  file_name: string;
  mime: string;
  size: number | string;
  sha256: string | null;
}

/** Files delivered before fingerprints were taken at upload get theirs from the store, once. */
async function fingerprint(deps: Pick<AppDeps, 'storage'>, trx: Knex.Transaction, row: OutputRow): Promise<string> {
  if (row.sha256) return row.sha256;
  const file = await deps.storage.open('output', row.file_name);
  if (!file) throw new Error(`delivered file ${row.file_name} is missing from the store`);
  const sha256 = await sha256OfStream(file.stream);
  await trx('job_output_files').where({ id: row.id }).update({ sha256 });
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
  const outputs: OutputRow[] = await trx('job_output_files')
    .where({ job_id: jobId })
    .orderBy('id')
    .select('id', 'file_name', 'mime', 'size', 'sha256');
  const files: VerifiedFileDto[] = [];
  for (const [i, row] of outputs.entries())
    files.push({ position: i + 1, sha256: await fingerprint(deps, trx, row), size: Number(row.size), mime: row.mime });

  const current: { id: number; files: VerifiedFileDto[] } | undefined = await trx('job_verifications')
    .where({ job_id: jobId })
    .whereNull('superseded_at')
    .whereNull('revoked_at')
    .orderBy('id', 'desc')
    .first('id', 'files');
  if (current && sameFiles(current.files, files)) return;
  if (current) await trx('job_verifications').where({ id: current.id }).update({ superseded_at: trx.fn.now() });

  const translator: { name: string; surname: string } | undefined = await trx('jobs')
    .join('users', 'users.id', 'jobs.assigned_translator_id')
    .where('jobs.id', jobId)
    .first('users.name', 'users.surname');
  await trx('job_verifications').insert({
    job_id: jobId,
    code: newVerificationCode(),
    translator_name: translator ? `${translator.name} ${translator.surname}`.trim() : '',
    files: JSON.stringify(files),
    completed_at: trx.fn.now(),
  });
}

import type { Knex } from 'knex';
import { findCurrentOutputs, settleDeliveredOutputs } from '../jobs/output-repository';
import { ConflictError, ValidationError } from '../../errors/app-error';

/**
 * What a completion delivers. The translator names the files (on a revision the dialog asks which files the new
 * delivery consists of); without names — the spec's mark-complete call has only job_id — the files uploaded since
 * the last delivery, or, when none were, the last delivery again. The job's other current files are replaced:
 * the customer no longer sees them and the new verification code does not certify them.
 */
export async function settleDelivery(trx: Knex.Transaction, jobId: number, named: string[] | undefined) {
  const current = await findCurrentOutputs(trx, jobId);
  // files uploaded and then all deleted again leave only earlier deliveries: there is nothing to deliver
  if (!current.length) throw new ConflictError('uploadOutputFirst');
  const delivered = named ? chosen(current, named) : current.filter((o) => !o.delivered_at);
  const ids = (delivered.length ? delivered : current).map((o) => o.id);
  await settleDeliveredOutputs(trx, jobId, ids);
}

function chosen<T extends { file_name: string }>(current: T[], named: string[]): T[] {
  const unknown = named.filter((name) => !current.some((o) => o.file_name === name));
  if (unknown.length) throw new ValidationError({ files: 'outputNotFound' }, 'outputNotFound');
  return current.filter((o) => named.includes(o.file_name));
}

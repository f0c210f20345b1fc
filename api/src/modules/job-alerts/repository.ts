import type { Knex } from 'knex';

/**
 * Claims the (job, translator) pairs not yet alerted; answers the job ids claimed. Plain knex: Objection answers
 * an insert that `onConflict().ignore()` skipped with the models it was given, so only the driver's rows tell.
 */
export async function claimAlerts(trx: Knex, readerId: number, jobIds: readonly number[]): Promise<number[]> {
  const rows: { job_id: number }[] = await trx('job_alerts_sent')
    .insert(jobIds.map((jobId) => ({ job_id: jobId, translator_id: readerId })))
    .onConflict(['job_id', 'translator_id'])
    .ignore()
    .returning('job_id');
  return rows.map((r) => r.job_id);
}

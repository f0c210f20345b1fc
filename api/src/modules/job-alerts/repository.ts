import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job } from '../../db/models/job';

export type OpenJob = Pick<ModelObject<Job>, 'id' | 'user_id' | 'source_lang' | 'target_lang' | 'delivery_date'>;

const openJobs = (db: Knex) =>
  Job.query(db).modify('openForOffers').select('id', 'user_id', 'source_lang', 'target_lang', 'delivery_date');

export async function findOpenJob(db: Knex, jobId: number): Promise<OpenJob | undefined> {
  return openJobs(db).where({ id: jobId }).first().castTo<OpenJob | undefined>();
}

export async function findOpenJobsSince(db: Knex, since: Date): Promise<OpenJob[]> {
  return openJobs(db).where('created_at', '>=', since).orderBy('id').castTo<OpenJob[]>();
}

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

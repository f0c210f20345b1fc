import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job } from '../../db/models/job';
import { User } from '../../db/models/user';

export type OpenJob = Pick<ModelObject<Job>, 'id' | 'user_id' | 'source_lang' | 'target_lang' | 'delivery_date'>;

/** A translator to alert: findReaders asks for a language list. */
export type Reader = Pick<ModelObject<User>, 'id'> & { languages: NonNullable<User['languages']> };

const openJobs = (db: Knex) =>
  Job.query(db).modify('openForOffers').select('id', 'user_id', 'source_lang', 'target_lang', 'delivery_date');

export async function findOpenJob(db: Knex, jobId: number): Promise<OpenJob | undefined> {
  return openJobs(db).where({ id: jobId }).first().castTo<OpenJob | undefined>();
}

export async function findOpenJobsSince(db: Knex, since: Date): Promise<OpenJob[]> {
  return openJobs(db).where('created_at', '>=', since).orderBy('id').castTo<OpenJob[]>();
}

/** Approved translators who chose `mode` and may be mailed, each with their language list. */
export async function findReaders(db: Knex, mode: 'instant' | 'daily'): Promise<Reader[]> {
  return User.query(db)
    .join('translator_profiles as tp', 'tp.user_id', 'users.id')
    .where({ 'users.role': 'translator', 'tp.status': 'approved', 'users.job_alerts': mode })
    .where('users.email_notifications', true)
    .modify('active')
    .whereNotNull('users.languages')
    .select('users.id', 'users.languages')
    .castTo<Reader[]>();
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

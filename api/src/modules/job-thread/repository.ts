import type { Knex } from 'knex';
import { Job } from '../../db/models/job';
import { JobMessage } from '../../db/models/job-extras';

export type Side = 'customer' | 'office';

export interface MessageRow {
  id: number;
  job_id: number;
  author_side: Side;
  body: string;
  created_at: Date;
  read_at: Date | null;
  author_first_name: string | null;
  author_surname: string | null;
}

export async function findJobOwner(
  db: Knex,
  jobId: number,
): Promise<{ user_id: number | null; hidden_at: Date | null } | undefined> {
  return Job.query(db).where({ id: jobId }).select('user_id', 'hidden_at').first();
}

export async function markReadFrom(db: Knex, jobId: number, side: Side): Promise<void> {
  await JobMessage.query(db)
    .where({ job_id: jobId, author_side: side })
    .whereNull('read_at')
    .patch({ read_at: db.fn.now() });
}

/** The thread with its authors' names, oldest first. */
export async function findMessages(db: Knex, jobId: number): Promise<MessageRow[]> {
  return JobMessage.query(db)
    .leftJoin('users', 'users.id', 'job_messages.author_id')
    .where('job_messages.job_id', jobId)
    .orderBy('job_messages.id')
    .select('job_messages.*', 'users.name as author_first_name', 'users.surname as author_surname')
    .castTo<MessageRow[]>();
}

export async function insertMessage(
  trx: Knex,
  message: { job_id: number; author_id: number; author_side: Side; body: string },
): Promise<number> {
  const row = await JobMessage.query(trx).insert(message);
  return row.id;
}

/** Unread messages of one side per job. Plain knex: the job lists ask it for every page. */
export async function countUnreadFrom(
  db: Knex,
  jobIds: number[],
  side: Side,
): Promise<{ job_id: number; n: string | number }[]> {
  return db('job_messages')
    .whereIn('job_id', jobIds)
    .where({ author_side: side })
    .whereNull('read_at')
    .groupBy('job_id')
    .select('job_id')
    .count({ n: '*' });
}

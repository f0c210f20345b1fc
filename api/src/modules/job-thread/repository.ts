import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { Job } from '../../db/models/job';
import { JobMessage } from '../../db/models/job-extras';
import type { User } from '../../db/models/user';

export type Side = JobMessage['author_side'];

/** A message with its author's name (null when the account is gone). */
export type MessageRow = ModelObject<JobMessage> & {
  author_first_name: User['name'] | null;
  author_surname: User['surname'] | null;
};

export async function findJobOwner(
  db: Knex,
  jobId: number,
): Promise<Pick<ModelObject<Job>, 'user_id' | 'hidden_at'> | undefined> {
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
  message: Pick<ModelObject<JobMessage>, 'job_id' | 'author_id' | 'author_side' | 'body'>,
): Promise<number> {
  const row = await JobMessage.query(trx).insert(message);
  return row.id;
}

/** Unread messages of one side per job. Plain knex: the job lists ask it for every page. */
export async function countUnreadFrom(
  db: Knex,
  jobIds: number[],
  side: Side,
): Promise<(Pick<ModelObject<JobMessage>, 'job_id'> & { n: string | number })[]> {
  return db('job_messages')
    .whereIn('job_id', jobIds)
    .where({ author_side: side })
    .whereNull('read_at')
    .groupBy('job_id')
    .select('job_id')
    .count({ n: '*' });
}

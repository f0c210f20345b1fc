import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { JobMessage } from '../../db/models/job-extras';
import type { User } from '../../db/models/user';
import { peopleTable } from '../settings/people-repository';

export type Side = JobMessage['author_side'];

/** A message with its author's name (null when the account is gone). */
export type MessageRow = ModelObject<JobMessage> & {
  author_first_name: User['name'] | null;
  author_surname: User['surname'] | null;
};

export async function markReadFrom(db: Knex, jobId: number, side: Side): Promise<void> {
  await JobMessage.query(db)
    .where({ job_id: jobId, author_side: side })
    .whereNull('read_at')
    .patch({ read_at: db.fn.now() });
}

/** The thread with its authors' names, oldest first. */
export async function findMessages(db: Knex, jobId: number): Promise<MessageRow[]> {
  return JobMessage.query(db)
    .leftJoin(peopleTable(db).as('users'), 'users.id', 'job_messages.author_id')
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

/**
 * `unread_messages`: the messages of the other side `reader` has not read yet (a side reads what the other wrote),
 * for the job lists' one statement (jobs/job-list-repository.ts), correlated to its `jobs` row. The side is written
 * into the text, not bound: a statement with no values is prepared once (job-list-repository.ts's onePage).
 */
export function unreadMessagesColumn(db: Knex, reader: Side): Knex.Raw {
  const author: Side = reader === 'customer' ? 'office' : 'customer';
  return db.raw(`(select count(*)::int from job_messages m where m.job_id = jobs.id
    and m.author_side = '${author}' and m.read_at is null) as unread_messages`);
}

/** The jobs with customer messages nobody in the office read, counted: a subquery of stats/admin-todo.ts's statement. */
export function unreadCustomerThreadCount(db: Knex): Knex.Raw {
  return db.raw(`(select count(distinct job_id)::int from job_messages
            where author_side = 'customer' and read_at is null)`);
}

/** The customer's threads with the office, for their data export (privacy/export-repository.ts): no staff names. */
export function exportedThreads(db: Knex, jobIds: number[]) {
  return db('job_messages')
    .whereIn('job_id', jobIds)
    .orderBy('id')
    .select('job_id', 'author_side as side', 'body', 'created_at', 'read_at');
}

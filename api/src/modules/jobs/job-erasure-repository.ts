import type { Knex } from 'knex';
import { ERASED_DOCUMENT_NAME } from '../../db/models/job';

// A customer's jobs in the erasure of their account (privacy/erase-repository.ts composes these in its transaction).

/** The ids of the customer's waiting jobs, as a subquery (their offers go: offer-repository.ts). */
export function waitingJobIdsOf(trx: Knex, userId: number): Knex.QueryBuilder {
  return trx('jobs').where({ user_id: userId, status: 'waiting' }).select('id');
}

/** The customer's waiting jobs are cancelled and hidden: nobody has been paid or assigned. */
export async function cancelAndHideWaitingJobsOf(trx: Knex, userId: number): Promise<void> {
  await trx('jobs')
    .where({ user_id: userId, status: 'waiting' })
    .update({ status: 'cancelled', hidden_at: trx.fn.now(), updated_at: trx.fn.now() });
}

/** Jobs whose files go with the account: those not at work (a paid job under way keeps its document). */
const settledStatuses = ['waiting', 'cancelled', 'completed'];

/** The customer's jobs not at work, locked for update, with their documents' stored names. */
export async function lockSettledJobsOf(trx: Knex, userId: number): Promise<{ id: number; file_name: string }[]> {
  return trx('jobs')
    .where({ user_id: userId })
    .whereIn('status', settledStatuses)
    .forUpdate()
    .select('id', 'file_name');
}

/** The jobs keep their order and payment record; the document, description and listed names go. */
export async function eraseJobTexts(trx: Knex, jobIds: number[]): Promise<void> {
  await trx('jobs')
    .whereIn('id', jobIds)
    .update({ file_name: ERASED_DOCUMENT_NAME, description: '', name_sheet: '[]', updated_at: trx.fn.now() });
}

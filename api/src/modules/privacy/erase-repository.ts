import type { Knex } from 'knex';
import { ERASED_DOCUMENT_NAME } from '../../db/models/job';
import { deleteRetainedAttachmentsOf } from '../job-attachments/repository';
import { deletePreviewsOf } from '../job-previews/repository';
import { deleteOffersOfJobs } from '../jobs/offer-repository';
import { deleteOutputsOf } from '../jobs/output-repository';
import { eraseRatingComments } from '../ratings/repository';
import { eraseRevisionReasonsBy } from '../revisions/repository';

/** Jobs whose files go with the account: those not at work (a paid job under way keeps its document). */
const settledStatuses = ['waiting', 'cancelled', 'completed'];

export interface ErasedFiles {
  documents: string[];
  previews: string[];
  outputs: string[];
  attachments: string[];
}

/**
 * Mails and text messages queued for the address or phone and not yet being sent, with the finished ones (their
 * rows keep the address and text until pg-boss archives them).
 */
export async function deleteQueuedMessagesTo(trx: Knex, email: string, phone: string | null): Promise<number> {
  const mails = await trx('pgboss.job')
    .where({ name: 'mail' })
    .whereRaw("data->>'to' = ?", [email])
    .whereNot({ state: 'active' })
    .delete()
    .returning('id');
  const texts = phone
    ? await trx('pgboss.job')
        .where({ name: 'sms' })
        .whereRaw("data->>'to' = ?", [phone])
        .whereNot({ state: 'active' })
        .delete()
        .returning('id')
    : [];
  return mails.length + texts.length;
}

/**
 * The customer's waiting jobs are cancelled and hidden (nobody has been paid or assigned; their offers go), then
 * every job not at work loses its document, preview, deliveries, description and the names it listed; what is left
 * is the order and payment record finance keeps. Payment receipts the customer uploaded stay.
 */
export async function eraseCustomerJobs(trx: Knex, userId: number): Promise<ErasedFiles> {
  const waiting = trx('jobs').where({ user_id: userId, status: 'waiting' }).select('id');
  await deleteOffersOfJobs(trx, waiting);
  await trx('jobs')
    .where({ user_id: userId, status: 'waiting' })
    .update({ status: 'cancelled', hidden_at: trx.fn.now(), updated_at: trx.fn.now() });

  // locked before their previews go, so a preview read meanwhile waits and then finds the document gone
  const jobs: { id: number; file_name: string }[] = await trx('jobs')
    .where({ user_id: userId })
    .whereIn('status', settledStatuses)
    .forUpdate()
    .select('id', 'file_name');
  const ids = jobs.map((j) => j.id);
  const previews = await deletePreviewsOf(trx, ids);
  const outputs = await deleteOutputsOf(trx, ids);
  const attachments = await deleteRetainedAttachmentsOf(trx, ids);
  await trx('jobs')
    .whereIn('id', ids)
    .update({ file_name: ERASED_DOCUMENT_NAME, description: '', name_sheet: '[]', updated_at: trx.fn.now() });
  await eraseRatingComments(trx, ids);
  await eraseRevisionReasonsBy(trx, userId);
  return {
    documents: jobs.map((j) => j.file_name),
    previews,
    outputs,
    attachments,
  };
}

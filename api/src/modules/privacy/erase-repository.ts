import type { Knex } from 'knex';
import { deleteRetainedAttachmentsOf } from '../job-attachments/repository';
import { deletePreviewsOf } from '../job-previews/repository';
import {
  cancelAndHideWaitingJobsOf,
  eraseJobTexts,
  lockSettledJobsOf,
  waitingJobIdsOf,
} from '../jobs/job-erasure-repository';
import { deleteOffersOfJobs } from '../jobs/offer-repository';
import { deleteOutputsOf } from '../jobs/output-repository';
import { eraseRatingComments } from '../ratings/repository';
import { eraseRevisionReasonsBy } from '../revisions/repository';

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
  await deleteOffersOfJobs(trx, waitingJobIdsOf(trx, userId));
  await cancelAndHideWaitingJobsOf(trx, userId);

  // locked before their previews go, so a preview read meanwhile waits and then finds the document gone
  const jobs = await lockSettledJobsOf(trx, userId);
  const ids = jobs.map((j) => j.id);
  const previews = await deletePreviewsOf(trx, ids);
  const outputs = await deleteOutputsOf(trx, ids);
  const attachments = await deleteRetainedAttachmentsOf(trx, ids);
  await eraseJobTexts(trx, ids);
  await eraseRatingComments(trx, ids);
  await eraseRevisionReasonsBy(trx, userId);
  return {
    documents: jobs.map((j) => j.file_name),
    previews,
    outputs,
    attachments,
  };
}

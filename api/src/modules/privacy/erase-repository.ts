import type { Knex } from 'knex';
import { ERASED_DOCUMENT_NAME } from '../../db/models/job';

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
  await trx('offers').whereIn('job_id', waiting).delete();
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
  const previews: { image_file: string | null }[] = await trx('job_previews')
    .whereIn('job_id', ids)
    .delete()
    .returning('image_file');
  const outputs: { file_name: string }[] = await trx('job_output_files')
    .whereIn('job_id', ids)
    .delete()
    .returning('file_name');
  const attachments: { file_name: string }[] = await trx('job_attachments')
    .whereIn('job_id', ids)
    .whereNot({ kind: 'receipt' })
    .delete()
    .returning('file_name');
  await trx('jobs')
    .whereIn('id', ids)
    .update({ file_name: ERASED_DOCUMENT_NAME, description: '', name_sheet: '[]', updated_at: trx.fn.now() });
  await trx('job_ratings').whereIn('job_id', ids).update({ comment: null });
  await trx('job_revision_requests').where({ user_id: userId }).update({ reason: '' });
  return {
    documents: jobs.map((j) => j.file_name),
    previews: previews.flatMap((p) => (p.image_file ? [p.image_file] : [])),
    outputs: outputs.map((o) => o.file_name),
    attachments: attachments.map((a) => a.file_name),
  };
}

/** Billing details go (each issued receipt keeps its own copy, which the tax law requires). */
export async function deleteBillingDetails(trx: Knex, userId: number): Promise<void> {
  await trx('billing_details').where({ user_id: userId }).delete();
}

export async function deleteEmailTokensOf(trx: Knex, userId: number): Promise<void> {
  await trx('email_tokens').where({ user_id: userId }).delete();
}

/** A published testimonial keeps its text under no name; the link to the account goes. */
export async function anonymiseTestimonials(trx: Knex, userId: number): Promise<void> {
  await trx('testimonials').where({ user_id: userId }).update({ user_id: null, name: 'Silinmiş kullanıcı' });
}

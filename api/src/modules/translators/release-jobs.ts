import type { Knex } from 'knex';

/** Jobs a translator is still working on (or about to), which must not stay with an account that is gone. */
const activeStatuses = ['waiting_payment', 'in_progress', 'revision_requested'] as const;

/**
 * When a translator's account goes (removed by an admin or deleted by themselves), their unfinished jobs go back
 * to 'waiting' for a new assignment, keeping the customer price and the payment state (as an admin cancel does,
 * ARCHITECTURE §4); each change is audited. A job under revision goes back too: nobody else could finish it.
 * Their pending offers on open jobs are withdrawn. Completed jobs keep their translator and price for finance.
 */
export async function releaseTranslatorJobs(
  trx: Knex.Transaction,
  translatorId: number,
  actorId: number,
): Promise<number[]> {
  const jobs: { id: number; status: string }[] = await trx('jobs')
    .where('assigned_translator_id', translatorId)
    .whereIn('status', activeStatuses)
    .forUpdate()
    .select('id', 'status');
  for (const job of jobs) {
    await trx('jobs').where({ id: job.id }).update({
      status: 'waiting',
      assigned_translator_id: null,
      assigned_at: null,
      translator_price: null,
      updated_at: trx.fn.now(),
    });
    await trx('job_audit').insert({
      job_id: job.id,
      actor_id: actorId,
      action: 'translator_removed',
      from_status: job.status,
      to_status: 'waiting',
    });
  }
  await trx('offers')
    .where('translator_id', translatorId)
    .whereIn('job_id', trx('jobs').select('id').where('status', 'waiting'))
    .delete();
  return jobs.map((j) => j.id);
}

import type { Knex } from 'knex';
import type { AdminJobDto, AssignInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error';
import { mailCustomerPriceSet, mailTranslatorAssigned, mailTranslatorRevision } from '../jobs/job-mails';
import { findJobById, lockJob, updateJob } from '../jobs/job-repository';
import type { JobRow } from '../jobs/job-rows';
import { markRevisionReopened, reopenedRequestsOf } from '../revisions/revision-requests';
import { mailCustomerJobEvent } from '../journey-mails/customer-mails';
import { adminJobDtoOf } from './admin-list';

/** Admin transitions of ARCHITECTURE.md section 4, each in a transaction on the locked job row. */

async function assertApprovedTranslator(db: Knex, translatorId: number): Promise<void> {
  const found = await db('users')
    .join('translator_profiles', 'translator_profiles.user_id', 'users.id')
    .where({ 'users.id': translatorId, 'users.role': 'translator', 'translator_profiles.status': 'approved' })
    .whereNull('users.deleted_at')
    .first('users.id');
  if (!found) throw new ValidationError({ translator_id: 'translatorNotApproved' }, 'translatorNotApproved');
}

/**
 * waiting or waiting_payment → waiting_payment (in_progress when the customer has already paid). admin_price is
 * the customer price; translator_price is the one given, else this translator's own offer, else null (finance
 * then counts no expense for the job). The job's version as the admin saw it (sent, or read at the start of this
 * request) must still hold under the lock: of two admins assigning at once, the second answers 409.
 */
export async function assignJob(
  deps: AppDeps,
  adminId: number,
  jobId: number,
  input: AssignInput,
): Promise<AdminJobDto> {
  const seen = await findJobById(deps.db, jobId);
  if (!seen) throw new NotFoundError();
  await assertApprovedTranslator(deps.db, input.translator_id);
  const expectedVersion = input.version ?? seen.version;
  const assigned = await deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, jobId);
    if (job.status !== 'waiting' && job.status !== 'waiting_payment') throw new ConflictError('jobNotAssignable');
    if (job.version !== expectedVersion) throw new ConflictError('jobChangedMeanwhile');
    const offer: { price: string } | undefined = await trx('offers')
      .where({ job_id: jobId, translator_id: input.translator_id })
      .first('price');
    await updateJob(trx, job, {
      actorId: adminId,
      action: 'assigned',
      to: job.is_paid ? 'in_progress' : 'waiting_payment',
      set: {
        assigned_translator_id: input.translator_id,
        assigned_at: trx.fn.now(),
        admin_price: input.price,
        translator_price: input.translator_price ?? offer?.price ?? null,
        delivery_date: input.delivery_date,
      },
    });
    return job;
  });
  const mail = { id: jobId, delivery_date: input.delivery_date, paid: assigned.is_paid };
  await mailCustomerPriceSet(deps, { ...mail, user_id: assigned.user_id, price: input.price });
  await mailTranslatorAssigned(deps, { ...mail, translator_id: input.translator_id });
  return adminJobDtoOf(deps, jobId);
}

async function transition(
  deps: AppDeps,
  jobId: number,
  act: (trx: Knex.Transaction, job: JobRow) => Promise<void>,
): Promise<JobRow> {
  return deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, jobId);
    await act(trx, job);
    return job;
  });
}

/** waiting_payment → in_progress: the payment arrived outside the product. */
export async function markPaid(deps: AppDeps, adminId: number, jobId: number): Promise<AdminJobDto> {
  const paid = await transition(deps, jobId, async (trx, job) => {
    if (job.status !== 'waiting_payment' || job.is_paid) throw new ConflictError('jobNotPayable');
    await updateJob(trx, job, {
      actorId: adminId,
      action: 'marked_paid',
      to: 'in_progress',
      set: { is_paid: true, paid_at: trx.fn.now() },
    });
  });
  await mailCustomerJobEvent(deps, { id: jobId, user_id: paid.user_id }, 'paid');
  return adminJobDtoOf(deps, jobId);
}

/**
 * waiting with offers, waiting_payment or in_progress → waiting: the assignment and the pending offers go, the
 * payment state stays. A paid job keeps its customer price (finance counts it); an unpaid one loses it.
 */
export async function cancelAssignment(deps: AppDeps, adminId: number, jobId: number): Promise<AdminJobDto> {
  await transition(deps, jobId, async (trx, job) => {
    const allowed =
      (job.status === 'waiting' && job.offers_count > 0) ||
      job.status === 'waiting_payment' ||
      job.status === 'in_progress';
    if (!allowed) throw new ConflictError('jobNotAdminCancellable');
    await trx('offers').where({ job_id: jobId }).del();
    await updateJob(trx, job, {
      actorId: adminId,
      action: 'cancelled_by_admin',
      to: 'waiting',
      set: {
        assigned_translator_id: null,
        assigned_at: null,
        translator_price: null,
        admin_price: job.is_paid ? job.admin_price : null,
        // the assignment replaced the date with the translator's; the job goes back to the customer's own
        delivery_date: trx.raw('coalesce(customer_delivery_date, delivery_date)'),
      },
    });
  });
  return adminJobDtoOf(deps, jobId);
}

/** completed → revision_requested: the assigned translator is told and may upload again. */
export async function requestRevision(deps: AppDeps, adminId: number, jobId: number): Promise<AdminJobDto> {
  const job = await transition(deps, jobId, async (trx, locked) => {
    if (locked.status !== 'completed') throw new ConflictError('jobNotRevisable');
    await updateJob(trx, locked, { actorId: adminId, action: 'revision_requested', to: 'revision_requested' });
    await markRevisionReopened(trx, jobId);
  });
  const asked = await reopenedRequestsOf(deps.db, [jobId], deps.signedLinks);
  await mailTranslatorRevision(deps, {
    id: jobId,
    translator_id: job.assigned_translator_id,
    reason: asked.get(jobId)?.reason ?? null,
  });
  await mailCustomerJobEvent(deps, { id: jobId, user_id: job.user_id }, 'revision');
  return adminJobDtoOf(deps, jobId);
}

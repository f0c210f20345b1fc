import type { Knex } from 'knex';
import type { AdminAuditAction, AdminJobDto, AssignInput } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ValidationError } from '../../errors/app-error';
import { mailCustomerJobEvent, mailCustomerPriceSet } from '../job-mails/customer-mails';
import {
  mailTranslatorAssigned,
  mailTranslatorCancelled,
  mailTranslatorRevision,
  mailTranslatorUnassigned,
} from '../job-mails/translator-mails';
import { lockJob, updateJob } from '../jobs/job-repository';
import { queueJobAlerts } from '../job-alerts/job-alerts';
import { nextState } from '../jobs/job-transitions';
import { deleteOffersOfJob, findOfferPrice } from '../jobs/offer-repository';
import { isApprovedTranslator } from '../settings/translator-repository';
import type { JobRow } from '../jobs/job-rows';
import { markRevisionReopened, reopenedRequestsOf } from '../revisions/revision-requests';
import { settlePayment } from '../payments/settle-payment';
import { adminJobDtoOf } from './admin-list';
import { recordAdminAction, changedValues } from '../admin-audit/record-admin-action';
import { jobValues, jobValuesNow } from '../admin-audit/job-values';

/** Admin transitions of ARCHITECTURE.md section 4, each in a transaction on the locked job row. */

async function assertApprovedTranslator(db: Knex, translatorId: number): Promise<void> {
  if (!(await isApprovedTranslator(db, translatorId)))
    throw new ValidationError({ translator_id: 'translatorNotApproved' }, 'translatorNotApproved');
}

/**
 * waiting → waiting_payment (in_progress when the customer has already paid); with `reassign`, the same from
 * waiting_payment to another translator. admin_price is the customer price; translator_price is the one given,
 * else this translator's own offer, else null (finance then counts no expense for the job). Under the row lock the
 * lifecycle table decides: of any number of concurrent assigns only the first finds the job waiting, the others
 * answer 409 whether they sent a version or not. A version, when sent, must still hold (a stale screen gets 409),
 * and a re-assignment needs one: it takes the job from someone, so the admin must have seen who.
 */
export async function assignJob(
  deps: AppDeps,
  adminId: number,
  jobId: number,
  input: AssignInput,
): Promise<AdminJobDto> {
  const action = input.reassign ? 'reassign' : 'assign';
  if (action === 'reassign' && input.version === undefined)
    throw new ValidationError({ version: 'required' }, 'fillAllFields');
  await assertApprovedTranslator(deps.db, input.translator_id);
  await deps.db.transaction(async (trx) => {
    const locked = await lockJob(trx, jobId);
    if (input.version !== undefined && locked.version !== input.version) throw new ConflictError('jobChangedMeanwhile');
    const step = nextState(locked, action, 'admin');
    const offerPrice = await findOfferPrice(trx, jobId, input.translator_id);
    await updateJob(trx, locked, {
      actorId: adminId,
      step,
      set: {
        assigned_translator_id: input.translator_id,
        assigned_at: trx.fn.now(),
        admin_price: input.price,
        translator_price: input.translator_price ?? offerPrice ?? null,
        delivery_date: input.delivery_date,
      },
    });
    // Queued in this transaction: the mails exist exactly when the assignment does (lib/tasks).
    const queued = { ...deps, db: trx };
    const mail = { id: jobId, delivery_date: input.delivery_date, paid: locked.is_paid };
    await mailCustomerPriceSet(queued, { ...mail, user_id: locked.user_id, price: input.price });
    await mailTranslatorAssigned(queued, { ...mail, translator_id: input.translator_id });
    const previous = locked.assigned_translator_id;
    if (previous !== null && previous !== input.translator_id)
      await mailTranslatorUnassigned(queued, { id: jobId, translator_id: previous });
    await auditJobChange(trx, adminId, action === 'assign' ? 'job_assigned' : 'job_reassigned', locked);
  });
  return adminJobDtoOf(deps, jobId);
}

/** The admin_audit row of a change to a locked job: what changed, read in the change's transaction. */
async function auditJobChange(
  trx: Knex.Transaction,
  adminId: number,
  action: AdminAuditAction,
  before: JobRow,
): Promise<void> {
  const changed = changedValues(jobValues(before), await jobValuesNow(trx, before.id));
  // the customer concerned is the locked row's: recordAdminAction need not read the job's owner again
  await recordAdminAction(trx, {
    actorId: adminId,
    action,
    jobId: before.id,
    subjectUserId: before.user_id,
    ...changed,
  });
}

async function transition(
  deps: AppDeps,
  audit: { adminId: number; action: AdminAuditAction },
  jobId: number,
  act: (trx: Knex.Transaction, job: JobRow) => Promise<void>,
): Promise<JobRow> {
  return deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, jobId);
    await act(trx, job);
    await auditJobChange(trx, audit.adminId, audit.action, job);
    return job;
  });
}

/** waiting_payment → in_progress: the payment arrived outside the product. */
export async function markPaid(deps: AppDeps, adminId: number, jobId: number): Promise<AdminJobDto> {
  await transition(deps, { adminId, action: 'marked_paid' }, jobId, async (trx, job) => {
    const step = nextState(job, 'mark_paid', 'admin');
    await settlePayment(deps, trx, job, { actorId: adminId, step, method: 'bank_transfer', cardPaymentId: null });
  });
  return adminJobDtoOf(deps, jobId);
}

/**
 * waiting with offers, waiting_payment or in_progress → waiting: the assignment and the pending offers go, the
 * payment state stays. A paid job keeps its customer price (finance counts it); an unpaid one loses it.
 */
export async function cancelAssignment(deps: AppDeps, adminId: number, jobId: number): Promise<AdminJobDto> {
  await transition(deps, { adminId, action: 'assignment_cancelled' }, jobId, async (trx, job) => {
    const step = nextState(job, 'cancel_assignment', 'admin');
    await deleteOffersOfJob(trx, jobId);
    await updateJob(trx, job, {
      actorId: adminId,
      step,
      set: {
        assigned_translator_id: null,
        assigned_at: null,
        translator_price: null,
        admin_price: job.is_paid ? job.admin_price : null,
        // the assignment replaced the date with the translator's; the job goes back to the customer's own
        delivery_date: trx.raw('coalesce(customer_delivery_date, delivery_date)'),
      },
    });
    if (job.assigned_translator_id !== null)
      await mailTranslatorCancelled({ ...deps, db: trx }, { id: jobId, translator_id: job.assigned_translator_id });
    // open again: translators who have not yet heard of it (new in these languages since) are told
    await queueJobAlerts({ ...deps, db: trx }, jobId);
  });
  return adminJobDtoOf(deps, jobId);
}

/** completed → revision_requested: the assigned translator is told and may upload again. */
export async function requestRevision(deps: AppDeps, adminId: number, jobId: number): Promise<AdminJobDto> {
  await transition(deps, { adminId, action: 'revision_requested' }, jobId, async (trx, locked) => {
    await updateJob(trx, locked, { actorId: adminId, step: nextState(locked, 'revise', 'admin') });
    await markRevisionReopened(trx, jobId);
    // Queued in this transaction: the mails exist exactly when the revision does (lib/tasks).
    const asked = await reopenedRequestsOf(trx, [jobId], deps.signedLinks);
    await mailTranslatorRevision(
      { ...deps, db: trx },
      { id: jobId, translator_id: locked.assigned_translator_id, reason: asked.get(jobId)?.reason ?? null },
    );
    await mailCustomerJobEvent({ ...deps, db: trx }, { id: jobId, user_id: locked.user_id }, 'revision');
  });
  return adminJobDtoOf(deps, jobId);
}

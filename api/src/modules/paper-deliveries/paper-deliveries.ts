import type { Knex } from 'knex';
import {
  originalNeeded,
  paperDeliveryOf,
  shippingStepOf,
  type PaperDeliveryChoice,
  type PaperDeliveryDto,
  type PaperShippingData,
  type UploadJobFields,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error';
import { findJobById, lockJob, writeAudit } from '../jobs/job-repository';
import { iso } from '../jobs/job-dto';
import {
  findPaperDelivery,
  insertPaperDelivery,
  recordShippingStep,
  savePostalAddress,
  type PaperDeliveryRow,
} from './repository';
import { mailPaperStep } from './paper-mails';

/** The order's delivery choice, checked before the document is stored; null when none applies. */
export function paperDeliveryOrThrow(fields: UploadJobFields): PaperDeliveryChoice | null {
  const { choice, errors } = paperDeliveryOf(fields.translation_type, fields);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return choice;
}

/** Kept with the new job in its transaction; the address given becomes the one the profile pre-fills next time. */
export async function keepPaperDelivery(
  trx: Knex.Transaction,
  jobId: number,
  userId: number,
  choice: PaperDeliveryChoice | null,
): Promise<void> {
  if (!choice) return;
  await insertPaperDelivery(trx, jobId, choice);
  if (choice.address) await savePostalAddress(trx, userId, choice.address);
}

async function toDto(deps: AppDeps, type: string, row: PaperDeliveryRow): Promise<PaperDeliveryDto> {
  const settings = await deps.siteSettings.read();
  const address =
    row.method === 'collect' || row.recipient === null
      ? null
      : {
          recipient: row.recipient,
          address: row.address ?? '',
          city: row.city ?? '',
          postal_code: row.postal_code,
          country: row.country ?? '',
          phone: row.phone,
        };
  return {
    method: row.method,
    address,
    status: row.status,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    shipped_at: iso(row.shipped_at),
    ready_at: iso(row.ready_at),
    original_needed: originalNeeded(type),
    office: { address: settings.legal_address, phone: settings.contact_phone, email: settings.contact_email },
  };
}

/** The customer's own job only (a hidden job is gone for its owner, as in customer-jobs.ts). */
export async function customerPaperDelivery(
  deps: AppDeps,
  userId: number,
  jobId: number,
): Promise<PaperDeliveryDto | null> {
  const job = await findJobById(deps.db, jobId);
  if (!job || job.hidden_at) throw new NotFoundError();
  if (job.user_id !== userId) throw new ForbiddenError();
  const row = await findPaperDelivery(deps.db, jobId);
  return row ? toDto(deps, job.translation_type, row) : null;
}

export async function adminPaperDelivery(deps: AppDeps, jobId: number): Promise<PaperDeliveryDto | null> {
  const job = await findJobById(deps.db, jobId);
  if (!job) throw new NotFoundError();
  const row = await findPaperDelivery(deps.db, jobId);
  return row ? toDto(deps, job.translation_type, row) : null;
}

/**
 * The office's shipping step, once the translation is completed: carrier and tracking number for a paper sent,
 * "ready to collect" for one collected. The customer's mail is queued in the same transaction.
 */
export async function recordPaperShipping(
  deps: AppDeps,
  adminId: number,
  jobId: number,
  input: PaperShippingData,
): Promise<PaperDeliveryDto> {
  const settings = await deps.siteSettings.read();
  await deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, jobId);
    const delivery = await findPaperDelivery(trx, jobId);
    if (!delivery) throw new ConflictError('noPaperDelivery');
    if (job.status !== 'completed') throw new ConflictError('paperNotReady');
    if (shippingStepOf(delivery.method) !== input.step) throw new ValidationError({ step: 'paperStepMismatch' });
    await recordShippingStep(trx, jobId, adminId, input);
    const action = input.step === 'shipped' ? 'paper_shipped' : 'paper_ready';
    await writeAudit(trx, { jobId, actorId: adminId, action, from: null, to: null });
    const step =
      input.step === 'shipped'
        ? { status: 'shipped' as const, carrier: input.carrier, tracking_number: input.tracking_number }
        : { status: 'ready' as const, carrier: null, tracking_number: null };
    await mailPaperStep({ ...deps, db: trx }, job, step, settings.legal_address);
  });
  const dto = await adminPaperDelivery(deps, jobId);
  if (!dto) throw new NotFoundError();
  return dto;
}

import type { Knex } from 'knex';
import type { File } from 'formidable';
import {
  checklistItems,
  isCertifiedTranslation,
  type MarkCompleteInput,
  type MyOfferDto,
  type OfferInput,
  type TranslatorJobDto,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors/app-error';
import { acceptUpload, type AcceptedUpload } from '../../lib/uploads';
import { sha256OfFile } from '../../lib/file-hash';
import { toMyOfferDto, toTranslatorJobDto } from '../jobs/job-dto';
import { mailCustomerCompleted } from '../job-mails/customer-mails';
import { findJobById, lockJob, outputsByJob, updateJob, writeAudit } from '../jobs/job-repository';
import type { JobRow } from '../jobs/job-rows';
import { upsertOffer } from '../jobs/offer-repository';
import { countOutputs, deleteOutputNamed, insertOutputs } from '../jobs/output-repository';
import { nextState } from '../jobs/job-transitions';
import { certifyDelivery } from '../verifications/certify-delivery';
import { settleDelivery } from './delivery';

/** Translator rules of ARCHITECTURE.md section 4: offers on waiting jobs; outputs and completion on own work. */

function assertAssignedToMe(job: JobRow | undefined, translatorId: number): JobRow {
  if (!job) throw new NotFoundError();
  if (job.assigned_translator_id !== translatorId) throw new ForbiddenError('jobNotAssignedToYou');
  return job;
}

/** Checks the job's state for the action before any file is read; the locked row is checked again. */
function assertMay(job: JobRow, action: 'upload_output' | 'delete_output' | 'complete'): void {
  nextState(job, action, 'translator');
}

export async function translatorJobDtoOf(deps: AppDeps, id: number): Promise<TranslatorJobDto> {
  const job = await findJobById(deps.db, id);
  if (!job) throw new NotFoundError();
  const outputs = await outputsByJob(deps.db, [id]);
  return toTranslatorJobDto(job, outputs.get(id) ?? [], deps.signedLinks);
}

/**
 * One offer per translator and job; a new one replaces the old. The job row is locked first, so an offer and an
 * assignment of the same job are serialized: an offer arriving after the assignment answers 409. The offer's
 * trigger counts it into the job; the total it moves (`quoted`) is left as a delta (migration 0900), so offers on
 * different jobs hold no row in common.
 */
export async function sendOffer(deps: AppDeps, translatorId: number, input: OfferInput): Promise<MyOfferDto> {
  return deps.db.transaction(async (trx) => {
    const job = await lockJob(trx, input.job_id);
    const step = nextState(job, 'offer', 'translator');
    await writeAudit(trx, { jobId: job.id, actorId: translatorId, action: step.audit, from: step.from, to: step.to });
    const offer = await upsertOffer(trx, {
      job_id: job.id,
      translator_id: translatorId,
      price: input.price,
      delivery_date: input.delivery_date,
    });
    if (!offer) throw new ConflictError();
    return toMyOfferDto(offer);
  });
}

async function acceptAll(files: File[]): Promise<AcceptedUpload[]> {
  const accepted: AcceptedUpload[] = [];
  for (const file of files) accepted.push(await acceptUpload(file, 'output', 'files'));
  return accepted;
}

/**
 * Checks the job, then every file, then stores them and records them in one transaction that checks the job
 * again under lock. If that fails, the stored files are removed: nothing half-done stays.
 */
export async function uploadOutputs(
  deps: AppDeps,
  translatorId: number,
  jobId: number,
  files: File[],
): Promise<TranslatorJobDto> {
  assertMay(assertAssignedToMe(await findJobById(deps.db, jobId), translatorId), 'upload_output');
  if (!files.length) throw new ValidationError({ files: 'noFileSelected' }, 'noFileSelected');
  const accepted = await acceptAll(files);
  const stored: { upload: AcceptedUpload; fileName: string; sha256: string }[] = [];
  try {
    for (const upload of accepted) {
      const sha256 = await sha256OfFile(upload.tempPath);
      stored.push({ upload, sha256, fileName: await deps.storage.put('output', upload.tempPath, upload.originalName) });
    }
    await deps.db.transaction(async (trx) => {
      const job = assertAssignedToMe(await lockJob(trx, jobId), translatorId);
      const step = nextState(job, 'upload_output', 'translator');
      await insertOutputs(
        trx,
        jobId,
        translatorId,
        stored.map(({ upload, fileName, sha256 }) => ({
          file_name: fileName,
          mime: upload.mime,
          size: upload.size,
          sha256,
        })),
      );
      await updateJob(trx, job, { actorId: translatorId, step, set: { output_upload_date: trx.fn.now() } });
    });
  } catch (err) {
    await Promise.all(stored.map(({ fileName }) => deps.storage.remove('output', fileName)));
    throw err;
  }
  return translatorJobDtoOf(deps, jobId);
}

export async function deleteOutput(
  deps: AppDeps,
  translatorId: number,
  jobId: number,
  fileName: string,
): Promise<TranslatorJobDto> {
  await deps.db.transaction(async (trx: Knex.Transaction) => {
    const job = assertAssignedToMe(await lockJob(trx, jobId), translatorId);
    const step = nextState(job, 'delete_output', 'translator');
    if (!(await deleteOutputNamed(trx, jobId, fileName))) throw new NotFoundError('outputNotFound');
    await updateJob(trx, job, { actorId: translatorId, step });
  });
  await deps.storage.remove('output', fileName);
  return translatorJobDtoOf(deps, jobId);
}

/**
 * A sworn, notarised or apostille translation keeps a record of the checklist (names as on the sheet, stamp and
 * signature on every page, source attached). A checklist that is sent must confirm every item; one that is left
 * out, as in spec 7.3's `{ job_id }`, completes the job recorded as not confirmed (the translator panel always
 * sends it; the admin's job view says which it was). Other jobs need none and keep none.
 */
function checklistRecord(job: JobRow, translatorId: number, checklist: MarkCompleteInput['checklist']) {
  if (!isCertifiedTranslation(job.translation_type)) return { kind: 'none' } as const;
  if (checklist === undefined) return { kind: 'not_confirmed' } as const;
  const missing = checklistItems.filter((item) => checklist[item] !== true);
  if (missing.length)
    throw new ValidationError(
      Object.fromEntries(missing.map((item) => [`checklist.${item}`, 'required'])),
      'checklistRequired',
    );
  const confirmed = { confirmed_by: translatorId, confirmed_at: new Date().toISOString(), items: [...checklistItems] };
  return { kind: 'confirmed', confirmed } as const;
}

/**
 * in_progress or revision_requested → completed, with at least one output file. The delivery replaces the
 * earlier one (delivery.ts), the customer is told, and the delivered files are certified under a verification
 * code (a new one when a revision changed them).
 */
export async function markComplete(
  deps: AppDeps,
  translatorId: number,
  jobId: number,
  { checklist, files }: Pick<MarkCompleteInput, 'checklist' | 'files'>,
): Promise<TranslatorJobDto> {
  await deps.db.transaction(async (trx) => {
    const locked = assertAssignedToMe(await lockJob(trx, jobId), translatorId);
    const step = nextState(locked, 'complete', 'translator');
    if ((await countOutputs(trx, jobId)) === 0) throw new ConflictError('uploadOutputFirst');
    const record = checklistRecord(locked, translatorId, checklist);
    // a completion after a revision replaces the record of the earlier one
    const checklistColumn =
      record.kind === 'none'
        ? {}
        : { completion_checklist: record.kind === 'confirmed' ? JSON.stringify(record.confirmed) : null };
    await updateJob(trx, locked, {
      actorId: translatorId,
      step,
      set: { completed_at: trx.fn.now(), ...checklistColumn },
    });
    if (record.kind !== 'none')
      await writeAudit(trx, {
        jobId,
        actorId: translatorId,
        action: record.kind === 'confirmed' ? 'checklist_confirmed' : 'checklist_not_confirmed',
        from: null,
        to: null,
      });
    await settleDelivery(trx, jobId, files);
    await certifyDelivery(deps, trx, jobId);
    // Queued in this transaction: the customer's mail exists exactly when the completion does (lib/tasks).
    await mailCustomerCompleted({ ...deps, db: trx }, locked);
  });
  return translatorJobDtoOf(deps, jobId);
}

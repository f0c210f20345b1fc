import type { Knex } from 'knex';
import type { File } from 'formidable';
import {
  customerJobTabs,
  type CustomerJobDto,
  type CustomerJobListQuery,
  type CustomerJobTab,
  type LanguageDto,
  type ScriptTypeDto,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ForbiddenError, NotFoundError } from '../../errors/app-error';
import { customerMaySeeOutputs, earlierOutputs, toCustomerJobDto, toOutputFileDto } from '../jobs/job-dto';
import { findJobById, lockJob, outputsByJob, updateJob } from '../jobs/job-repository';
import type { JobRow } from '../jobs/job-rows';
import {
  customerJobsMatching,
  customerLineSources,
  readPageLines,
  type CustomerListRow,
} from '../jobs/job-list-repository';
import {
  madeLines,
  markedLinks,
  pageAnswer,
  readyLines,
  type LineRecipe,
  type ListAnswer,
} from '../jobs/job-list-lines';
import { countKeys } from '../jobs/job-counts';
import { nextState } from '../jobs/job-transitions';
import { customerTimeline } from './job-timeline';
import { openRequestOf } from '../revisions/revision-requests';
import { unreadCounts } from '../job-thread/thread';
import { acceptAndStore, insertAttachments, removeStored } from '../job-attachments/attachments';
import { mailAdminsPaymentNotified } from '../job-mails/admin-mails';
import { languagesRepository } from '../content/languages/repository';

/** Customer rules of ARCHITECTURE.md section 4: own jobs only; hidden jobs are gone for their owner. */

function assertOwnVisibleJob(job: JobRow | undefined, userId: number): JobRow {
  if (!job) throw new NotFoundError();
  if (job.user_id !== userId) throw new ForbiddenError();
  if (job.hidden_at) throw new NotFoundError();
  return job;
}

export async function customerJobDtoOf(deps: AppDeps, id: number): Promise<CustomerJobDto> {
  const job = await findJobById(deps.db, id);
  if (!job) throw new NotFoundError();
  const outputs = await outputsByJob(deps.db, [id]);
  const pending = job.status === 'completed' && Boolean(await openRequestOf(deps.db, id));
  const unread = await unreadCounts(deps.db, [id], 'customer');
  const files = outputs.get(id) ?? [];
  return {
    ...toCustomerJobDto(job, files, deps.signedLinks),
    earlier_files: job.files_deleted_at ? [] : earlierOutputs(files).map((o) => toOutputFileDto(o, deps.signedLinks)),
    revision_pending: pending,
    unread_messages: unread.get(id) ?? 0,
  };
}

/**
 * The customer's page of their own jobs as the JSON answered (CustomerJobPageDto), made of ready lines
 * (jobs/job-list-lines.ts) and kept until something on it changes (jobs/kept-list-pages.ts).
 */
export function listCustomerJobs(deps: AppDeps, userId: number, query: CustomerJobListQuery): Promise<ListAnswer> {
  return deps.listPages.page('customer', userId, query, () => readCustomerJobs(deps, userId, query));
}

/** Each tab's total, from the kept counts: the tab labels show them without reading the other tabs' pages. */
async function tabTotals(deps: AppDeps, userId: number): Promise<Record<CustomerJobTab, number>> {
  const [active, done, cancelled] = await Promise.all(
    customerJobTabs.map((tab) => deps.jobTotals.sum(countKeys.customerTab(userId, tab))),
  );
  return { active: active ?? 0, done: done ?? 0, cancelled: cancelled ?? 0 };
}

/** A line of the customer's list: their job, the delivered files once they may see them, unread office messages. */
const customerLine = (row: CustomerListRow) => ({
  ...toCustomerJobDto(row, customerMaySeeOutputs(row) ? row.list_outputs : [], markedLinks),
  unread_messages: row.unread_messages,
});

/** The customer's lines made ahead of readers (jobs/line-maker.ts). */
export const customerLines: LineRecipe = {
  role: 'customer',
  make: (db, ids) => madeLines(customerLineSources(db, ids), customerLine),
};

async function readCustomerJobs(deps: AppDeps, userId: number, query: CustomerJobListQuery): Promise<ListAnswer> {
  const { db } = deps;
  const tabs = query.tab ? await tabTotals(deps, userId) : undefined;
  const total = tabs && query.tab ? tabs[query.tab] : await deps.jobTotals.sum(countKeys.visibleToCustomer(userId));
  const matching = customerJobsMatching(db, userId, query.tab);
  const boundaries = { list: `customer\n${userId}\n${query.tab ?? ''}`, kept: deps.pageBoundaries };
  const page = await readPageLines(db, 'customer', matching, `jobs.${query.sort}`, total, query, { boundaries });
  const lines = await readyLines(db, 'customer', page, (ids) => customerLineSources(db, ids), customerLine);
  // ARCHITECTURE §3: the customer list answers under `jobs` only, each item once.
  const rest = { total, page: query.page, pageSize: query.pageSize };
  return pageAnswer(
    'jobs',
    lines.map((l) => l.line),
    deps.signedLinks,
    tabs ? { ...rest, tabs } : rest,
  );
}

/** The job's timeline for its owner (GET /user/job/{id}/timeline). */
export async function getCustomerTimeline(deps: AppDeps, userId: number, id: number) {
  assertOwnVisibleJob(await findJobById(deps.db, id), userId);
  return customerTimeline(deps, id);
}

export async function getCustomerJob(deps: AppDeps, userId: number, id: number): Promise<CustomerJobDto> {
  assertOwnVisibleJob(await findJobById(deps.db, id), userId);
  return customerJobDtoOf(deps, id);
}

async function changeOwnJob(
  deps: AppDeps,
  userId: number,
  id: number,
  change: (trx: Knex.Transaction, job: JobRow) => Promise<void>,
) {
  await deps.db.transaction(async (trx) => change(trx, assertOwnVisibleJob(await lockJob(trx, id), userId)));
}

/** waiting (with or without offers) → cancelled; the job stays listed. */
export async function cancelCustomerJob(deps: AppDeps, userId: number, id: number): Promise<CustomerJobDto> {
  await changeOwnJob(deps, userId, id, async (trx, job) => {
    await updateJob(trx, job, { actorId: userId, step: nextState(job, 'cancel', 'user') });
  });
  return customerJobDtoOf(deps, id);
}

/** Soft delete: a waiting job is cancelled and hidden; a cancelled or completed one is hidden. Admins still see it. */
export async function deleteCustomerJob(deps: AppDeps, userId: number, id: number): Promise<void> {
  await changeOwnJob(deps, userId, id, async (trx, job) => {
    const step = nextState(job, 'delete', 'user');
    await updateJob(trx, job, { actorId: userId, step, set: { hidden_at: trx.fn.now() } });
  });
}

/**
 * "I have paid", optionally with the transfer receipt (checked by its bytes): recorded for the admin, who
 * confirms the payment with mark-paid. A refused notice keeps no file.
 */
export async function notifyPayment(
  deps: AppDeps,
  userId: number,
  id: number,
  receipts: File[] = [],
): Promise<CustomerJobDto> {
  const stored = await acceptAndStore(deps, receipts, 'receipt', 'receipt');
  try {
    await changeOwnJob(deps, userId, id, async (trx, job) => {
      const step = nextState(job, 'notify_payment', 'user');
      await updateJob(trx, job, { actorId: userId, step, set: { payment_notified_at: trx.fn.now() } });
      await insertAttachments(trx, { jobId: id, kind: 'receipt', ownerId: null, uploadedBy: userId, files: stored });
      await mailAdminsPaymentNotified({ ...deps, db: trx }, { id, receipt: stored.length > 0 });
    });
  } catch (err) {
    await removeStored(deps, stored);
    throw err;
  }
  return customerJobDtoOf(deps, id);
}

export async function listLanguages(deps: AppDeps): Promise<LanguageDto[]> {
  const rows = await languagesRepository(deps.db).listLanguages();
  return rows.map((r) => ({ id: r.id, name: r.name, name_en: r.name_en }));
}

export async function listScriptTypes(deps: AppDeps, languageId: number): Promise<ScriptTypeDto[]> {
  const rows = await languagesRepository(deps.db).listScriptTypes(languageId);
  return rows.map((r) => ({ id: r.id, name: r.name, name_en: r.name_en, language_id: r.language_id }));
}

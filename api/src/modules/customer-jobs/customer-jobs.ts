import type { Knex } from 'knex';
import type { CustomerJobDto, JobListQuery, LanguageDto, ScriptTypeDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ForbiddenError, NotFoundError } from '../../errors/app-error';
import { customerMaySeeOutputs, toCustomerJobDto } from '../jobs/job-dto';
import { findJobById, lockJob, outputsByJob, updateJob } from '../jobs/job-repository';
import { selectJobs, type JobRow } from '../jobs/job-rows';
import { countJobs, countKeys } from '../jobs/job-counts';
import { readPage } from '../jobs/job-paging';
import { nextState } from '../jobs/job-transitions';

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
  return toCustomerJobDto(job, outputs.get(id) ?? [], deps.signedLinks);
}

export interface CustomerJobPage {
  jobs: CustomerJobDto[];
  total: number;
  page: number;
  pageSize: number;
}

export async function listCustomerJobs(deps: AppDeps, userId: number, query: JobListQuery): Promise<CustomerJobPage> {
  const total = await countJobs(deps.db, countKeys.visibleToCustomer(userId));
  const own = selectJobs(deps.db).where('jobs.user_id', userId).whereNull('jobs.hidden_at');
  const rows = await readPage<JobRow>(own, `jobs.${query.sort}`, total, query);
  const outputs = await outputsByJob(
    deps.db,
    rows.filter(customerMaySeeOutputs).map((r) => r.id),
  );
  const jobs = rows.map((r) => toCustomerJobDto(r, outputs.get(r.id) ?? [], deps.signedLinks));
  // ARCHITECTURE §3: the customer list answers under `jobs` only, each item once.
  return { jobs, total, page: query.page, pageSize: query.pageSize };
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

/** "I have paid": recorded for the admin, who confirms the payment with mark-paid. */
export async function notifyPayment(deps: AppDeps, userId: number, id: number): Promise<CustomerJobDto> {
  await changeOwnJob(deps, userId, id, async (trx, job) => {
    const step = nextState(job, 'notify_payment', 'user');
    await updateJob(trx, job, { actorId: userId, step, set: { payment_notified_at: trx.fn.now() } });
  });
  return customerJobDtoOf(deps, id);
}

export async function listLanguages(deps: AppDeps): Promise<LanguageDto[]> {
  const rows: LanguageDto[] = await deps.db('languages').orderBy('id').select('id', 'name');
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

export async function listScriptTypes(deps: AppDeps, languageId: number): Promise<ScriptTypeDto[]> {
  const rows: ScriptTypeDto[] = await deps
    .db('hat_turleri')
    .where({ language_id: languageId })
    .orderBy('id')
    .select('id', 'name', 'language_id');
  return rows.map((r) => ({ id: r.id, name: r.name, language_id: r.language_id }));
}

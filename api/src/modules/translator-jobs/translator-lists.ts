import type { Knex } from 'knex';
import {
  displayFileName,
  jobCode,
  type JobListQuery,
  type JobStatus,
  type OpenJobDto,
  type Paged,
  type TranslatorJobDto,
  type TranslatorOfferDto,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { toMyOfferDto, toOpenJobDto, toTranslatorJobDto } from '../jobs/job-dto';
import { reopenedRequestsOf } from '../revisions/revision-requests';
import { outputsByJob } from '../jobs/job-repository';
import { selectJobs, type JobRow, type OfferRow } from '../jobs/job-rows';

/** The four tabs of the translator panel (spec 2.8). A translator sees open jobs and jobs assigned to them. */

async function page<T, D>(
  query: JobListQuery,
  count: () => Knex.QueryBuilder,
  rows: () => Knex.QueryBuilder,
  shape: (rows: T[]) => Promise<D[]> | D[],
): Promise<Paged<D>> {
  const [counted] = await count().count({ n: '*' });
  const found: T[] = await rows()
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: await shape(found), total: Number(counted?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The customer price is not the translator's business, not even as a sort order. */
const ordered = (q: Knex.QueryBuilder, query: JobListQuery) => {
  const sort = query.sort === 'admin_price' ? 'created_at' : query.sort;
  return q.orderBy([
    { column: `jobs.${sort}`, order: query.order },
    { column: 'jobs.id', order: query.order },
  ]);
};

export async function listOpenJobs(
  deps: AppDeps,
  translatorId: number,
  query: JobListQuery,
): Promise<Paged<OpenJobDto>> {
  const open = (q: Knex.QueryBuilder) => q.where('jobs.status', 'waiting').whereNull('jobs.hidden_at');
  return page<JobRow, OpenJobDto>(
    query,
    () => open(deps.db('jobs')),
    () => ordered(open(selectJobs(deps.db)), query),
    async (rows) => {
      const offers: OfferRow[] = await deps
        .db('offers')
        .where('translator_id', translatorId)
        .whereIn(
          'job_id',
          rows.map((r) => r.id),
        );
      return rows.map((r) =>
        toOpenJobDto(
          r,
          offers.find((o) => o.job_id === r.id),
          deps.signedLinks,
        ),
      );
    },
  );
}

async function listMine(
  deps: AppDeps,
  translatorId: number,
  statuses: JobStatus[],
  query: JobListQuery,
): Promise<Paged<TranslatorJobDto>> {
  const mine = (q: Knex.QueryBuilder) =>
    q.where('jobs.assigned_translator_id', translatorId).whereIn('jobs.status', statuses);
  return page<JobRow, TranslatorJobDto>(
    query,
    () => mine(deps.db('jobs')),
    () => ordered(mine(selectJobs(deps.db)), query),
    async (rows) => {
      const outputs = await outputsByJob(
        deps.db,
        rows.map((r) => r.id),
      );
      // A job reopened for a revision carries the customer's reason and files: what the translator must fix.
      const revising = rows.filter((r) => r.status === 'revision_requested').map((r) => r.id);
      const asked = await reopenedRequestsOf(deps.db, revising, deps.signedLinks);
      return rows.map((r) => ({
        ...toTranslatorJobDto(r, outputs.get(r.id) ?? [], deps.signedLinks),
        revision_request: asked.get(r.id) ?? null,
      }));
    },
  );
}

export const listAssignedJobs = (deps: AppDeps, translatorId: number, query: JobListQuery) =>
  listMine(deps, translatorId, ['waiting_payment', 'in_progress', 'revision_requested'], query);

export const listCompletedJobs = (deps: AppDeps, translatorId: number, query: JobListQuery) =>
  listMine(deps, translatorId, ['completed'], query);

type OfferWithJob = OfferRow &
  Pick<
    JobRow,
    | 'status'
    | 'file_name'
    | 'description'
    | 'source_lang'
    | 'target_lang'
    | 'translation_type'
    | 'specialization'
    | 'hat_tur_name'
    | 'assigned_translator_id'
  > & { job_delivery_date: string };

export async function listMyOffers(
  deps: AppDeps,
  translatorId: number,
  query: JobListQuery,
): Promise<Paged<TranslatorOfferDto>> {
  const mine = (q: Knex.QueryBuilder) =>
    q.join('jobs', 'jobs.id', 'offers.job_id').where('offers.translator_id', translatorId);
  const rows = () =>
    ordered(mine(deps.db('offers')), query).select(
      'offers.*',
      'jobs.status',
      'jobs.file_name',
      'jobs.description',
      'jobs.source_lang',
      'jobs.target_lang',
      'jobs.translation_type',
      'jobs.specialization',
      'jobs.hat_tur_name',
      'jobs.assigned_translator_id',
      'jobs.delivery_date as job_delivery_date',
    );
  return page<OfferWithJob, TranslatorOfferDto>(
    query,
    () => mine(deps.db('offers')),
    rows,
    (found) =>
      found.map((o) => ({
        ...toMyOfferDto(o),
        offer_price: Number(o.price),
        offer_delivery_date: o.delivery_date,
        is_assigned_to_me: o.assigned_translator_id === translatorId,
        job: {
          id: o.job_id,
          code: jobCode(o.job_id),
          status: o.status,
          display_name: displayFileName(o.file_name),
          description: o.description,
          source_lang: o.source_lang,
          target_lang: o.target_lang,
          translation_type: o.translation_type,
          specialization: o.specialization,
          hat_tur_name: o.hat_tur_name,
          delivery_date: o.job_delivery_date,
        },
      })),
  );
}

import type {
  ApprovedTranslator,
  FeaturedTranslator,
  ListQuery,
  Paged,
  PendingTranslator,
  TranslatorJobRow,
  TranslatorRecordDto,
} from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { findCertificatesOf } from '../settings/repository';
import { recordsOf } from './translator-records';
import { toApprovedTranslator, toFeaturedTranslator, toPendingTranslator, toTranslatorJob } from './dto';
import { findJobsAssignedTo } from '../jobs/translator-jobs-repository';
import { findFeatured, findTranslatorPage, translatorExists } from '../settings/translator-repository';

export async function listPendingTranslators(deps: AppDeps, query: ListQuery): Promise<Paged<PendingTranslator>> {
  const { rows, total } = await findTranslatorPage(deps.db, 'pending', query);
  const certificates = await findCertificatesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => toPendingTranslator(r, certificates.get(r.id) ?? [], deps.signedLinks));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function listApprovedTranslators(deps: AppDeps, query: ListQuery): Promise<Paged<ApprovedTranslator>> {
  const { rows, total } = await findTranslatorPage(deps.db, 'approved', query);
  const certificates = await findCertificatesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const records = await recordsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) =>
    toApprovedTranslator(r, certificates.get(r.id) ?? [], deps.signedLinks, records.get(r.id) as TranslatorRecordDto),
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function listFeaturedTranslators(deps: AppDeps): Promise<FeaturedTranslator[]> {
  return (await findFeatured(deps.db)).map(toFeaturedTranslator);
}

export async function listTranslatorJobs(
  deps: AppDeps,
  translatorId: number,
  query: ListQuery,
): Promise<Paged<TranslatorJobRow>> {
  if (!(await translatorExists(deps.db, translatorId))) throw new NotFoundError('translatorNotFound');
  const { rows, total } = await findJobsAssignedTo(deps.db, translatorId, query);
  return { items: rows.map(toTranslatorJob), total, page: query.page, pageSize: query.pageSize };
}

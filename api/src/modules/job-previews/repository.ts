import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { ERASED_DOCUMENT_NAME } from '../../db/models/job';
import { JobPreview } from '../../db/models/job-extras';
import { jobAccessTable, lockJobDocumentForShare, openJobIdsTable } from '../jobs/job-facts-repository';

/** A preview as the reader makes it; made_at is the database's. */
export type PreviewRow = Pick<ModelObject<JobPreview>, 'job_id' | 'page_count' | 'word_count' | 'image_file'>;

export async function previewExists(db: Knex, jobId: number): Promise<boolean> {
  return Boolean(await JobPreview.query(db).where({ job_id: jobId }).select('job_id').first());
}

/**
 * Stores the preview unless another run stored one first or the job's files were deleted while it was read (the
 * customer's erasure or the retention task, both of which lock the job row first); answers whether it was stored.
 * Plain knex: Objection answers an insert that `onConflict().ignore()` skipped with the model it was given.
 */
export async function insertPreviewOnce(db: Knex, row: PreviewRow): Promise<boolean> {
  return db.transaction(async (trx) => {
    const job = await lockJobDocumentForShare(trx, row.job_id);
    if (!job || job.files_deleted_at || job.file_name === ERASED_DOCUMENT_NAME) return false;
    const [stored] = await trx('job_previews').insert(row).onConflict('job_id').ignore().returning('job_id');
    return Boolean(stored);
  });
}

/** Open jobs without a preview, newest first (at most `limit`). */
export async function findOpenJobIdsWithoutPreview(db: Knex, limit: number): Promise<number[]> {
  const rows: { id: number }[] = await db
    .from(openJobIdsTable(db).as('jobs'))
    .leftJoin('job_previews', 'job_previews.job_id', 'jobs.id')
    .whereNull('job_previews.job_id')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .select('jobs.id');
  return rows.map((r) => r.id);
}

/** The preview image of a job open for offers, or of one assigned to the translator. */
export async function findPreviewImageFor(db: Knex, translatorId: number, jobId: number): Promise<string | null> {
  const row = await JobPreview.query(db)
    .join(jobAccessTable(db).as('jobs'), 'jobs.id', 'job_previews.job_id')
    .where('jobs.id', jobId)
    .where((q) =>
      q
        .where((open) => open.where('jobs.status', 'waiting').whereNull('jobs.hidden_at'))
        .orWhere('jobs.assigned_translator_id', translatorId),
    )
    .select('job_previews.image_file')
    .first()
    .castTo<Pick<PreviewRow, 'image_file'> | undefined>();
  return row?.image_file ?? null;
}

/**
 * The previews as a derived table another repository left-joins: the open-jobs page shows each job's facts in its
 * one statement (jobs/job-list-repository.ts, `.leftJoin(previewFacts(db).as('preview'), 'preview.job_id',
 * 'jobs.id')`). PostgreSQL pulls the subquery up, so the plan is the plain join's.
 */
export function previewFacts(db: Knex): Knex.QueryBuilder {
  return db('job_previews').select('job_id', 'page_count', 'word_count', 'image_file');
}

/** The job's preview image, if it has one (file-retention/repository.ts lists the job's stored files). */
export async function findPreviewImage(db: Knex, jobId: number): Promise<string | null> {
  return (await JobPreview.query(db).findById(jobId).select('image_file'))?.image_file ?? null;
}

/** The job's files are gone: its preview no longer points at an image (file-retention's deletion). */
export async function forgetPreviewImage(trx: Knex, jobId: number): Promise<void> {
  await JobPreview.query(trx).where({ job_id: jobId }).patch({ image_file: null });
}

/** The jobs' previews go with the customer's personal data; answers their image files (privacy's erasure). */
export async function deletePreviewsOf(trx: Knex, jobIds: number[]): Promise<string[]> {
  const previews: { image_file: string | null }[] = await trx('job_previews')
    .whereIn('job_id', jobIds)
    .delete()
    .returning('image_file');
  return previews.flatMap((p) => (p.image_file ? [p.image_file] : []));
}

import type { Knex } from 'knex';
import { ERASED_DOCUMENT_NAME, Job } from '../../db/models/job';
import { JobPreview } from '../../db/models/job-extras';

export interface PreviewRow {
  job_id: number;
  page_count: number | null;
  word_count: number | null;
  image_file: string | null;
}

export async function previewExists(db: Knex, jobId: number): Promise<boolean> {
  return Boolean(await JobPreview.query(db).where({ job_id: jobId }).select('job_id').first());
}

export async function findDocumentName(db: Knex, jobId: number): Promise<string | undefined> {
  return (await Job.query(db).where({ id: jobId }).select('file_name').first())?.file_name;
}

/**
 * Stores the preview unless another run stored one first or the job's files were deleted while it was read (the
 * customer's erasure or the retention task, both of which lock the job row first); answers whether it was stored.
 * Plain knex: Objection answers an insert that `onConflict().ignore()` skipped with the model it was given.
 */
export async function insertPreviewOnce(db: Knex, row: PreviewRow): Promise<boolean> {
  return db.transaction(async (trx) => {
    const job = await trx('jobs').where({ id: row.job_id }).forShare().select('file_name', 'files_deleted_at').first();
    if (!job || job.files_deleted_at || job.file_name === ERASED_DOCUMENT_NAME) return false;
    const [stored] = await trx('job_previews').insert(row).onConflict('job_id').ignore().returning('job_id');
    return Boolean(stored);
  });
}

/** Open jobs without a preview, newest first (at most `limit`). */
export async function findOpenJobIdsWithoutPreview(db: Knex, limit: number): Promise<number[]> {
  const rows = await Job.query(db)
    .leftJoin('job_previews', 'job_previews.job_id', 'jobs.id')
    .modify('openForOffers')
    .whereNull('job_previews.job_id')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .select('jobs.id');
  return rows.map((r) => r.id);
}

/** The preview image of a job open for offers, or of one assigned to the translator. */
export async function findPreviewImageFor(db: Knex, translatorId: number, jobId: number): Promise<string | null> {
  const row = await Job.query(db)
    .join('job_previews', 'job_previews.job_id', 'jobs.id')
    .where('jobs.id', jobId)
    .where((q) =>
      q
        .where((open) => open.where('jobs.status', 'waiting').whereNull('jobs.hidden_at'))
        .orWhere('jobs.assigned_translator_id', translatorId),
    )
    .select('job_previews.image_file')
    .first()
    .castTo<{ image_file: string | null } | undefined>();
  return row?.image_file ?? null;
}

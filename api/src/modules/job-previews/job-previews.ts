import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { jobCode, type DocumentFactsDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import type { TaskDefinition } from '../../lib/tasks/task-queue';
import type { AuthUser } from '../../types';
import { findJobDocumentName } from '../jobs/job-facts-repository';
import { UnreadableDocumentError, withDocumentFacts } from './analyse-document';
import { ContainedProcessError } from './contained-process';
import {
  findOpenJobIdsWithoutPreview,
  findPreviewImageFor,
  insertPreviewOnce,
  previewExists,
  type PreviewRow,
} from './repository';
import { watermarked } from './watermark';

/**
 * Bidding with sight: each uploaded document is read once, in the background, for its page count, word
 * count and a first-page image (stored privately in `previews`). Approved translators see the facts in the open
 * jobs and the image, watermarked with their name and the job code, while the job is open for offers (and the
 * assigned translator later); the document itself still opens only after assignment and payment.
 */
type Deps = Pick<AppDeps, 'db' | 'queue' | 'storage' | 'logger'>;

export const jobPreviewTaskName = 'job-preview';

/** Called in the transaction that stores the upload: the document is read after the commit. */
export function queueJobPreview(deps: Pick<AppDeps, 'db' | 'queue'>, jobId: number): Promise<void> {
  return deps.queue.add(deps.db, jobPreviewTaskName, { jobId });
}

const extensionOf = (fileName: string) => path.extname(fileName).slice(1).toLowerCase();

/** Reads the job's document and records what it shows. Done once: a second run finds the row and stops. */
export async function makeJobPreview(deps: Deps, jobId: number): Promise<void> {
  if (await previewExists(deps.db, jobId)) return;
  const fileName = await findJobDocumentName(deps.db, jobId);
  if (fileName === undefined) return;
  const opened = await deps.storage.open('documents', fileName);
  if (!opened) throw new Error(`document of job ${jobId} is missing`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tercume-document-'));
  try {
    const copy = path.join(dir, 'document');
    await pipeline(opened.stream, createWriteStream(copy));
    let row: PreviewRow;
    try {
      row = await withDocumentFacts(copy, extensionOf(fileName), async (facts) => ({
        job_id: jobId,
        page_count: facts.pages,
        word_count: facts.words,
        image_file: facts.imagePath ? await deps.storage.put('previews', facts.imagePath, `job-${jobId}.png`) : null,
      }));
    } catch (err) {
      if (!(err instanceof UnreadableDocumentError)) throw err;
      // a damaged or protected document: the translator sees its type and size, without pages or an image
      deps.logger.warn({ err, jobId }, 'document could not be read for its preview');
      row = { job_id: jobId, page_count: null, word_count: null, image_file: null };
    }
    const stored = await insertPreviewOnce(deps.db, row);
    if (!stored && row.image_file) await deps.storage.remove('previews', row.image_file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export const previewBackfillTaskName = 'job-previews-backfill';

/** Open jobs without a preview (uploaded before previews existed, or seeded): each gets its task. */
export async function queueMissingPreviews(deps: Pick<AppDeps, 'db' | 'queue'>): Promise<number> {
  const missing = await findOpenJobIdsWithoutPreview(deps.db, 500);
  for (const id of missing) await queueJobPreview(deps, id);
  return missing.length;
}

export function jobPreviewTasks(deps: Deps): TaskDefinition<never>[] {
  const make: TaskDefinition<{ jobId: number }> = {
    name: jobPreviewTaskName,
    retryLimit: 3,
    retryDelaySeconds: 10,
    // the wait for a free reading slot (analyse-document.ts) behind others, the reading's own limits, the copies
    expireInSeconds: 600,
    run: ({ jobId }) => makeJobPreview(deps, jobId),
  };
  const backfill: TaskDefinition<object> = {
    name: previewBackfillTaskName,
    cron: '41 * * * *',
    retryLimit: 1,
    run: async () => {
      await queueMissingPreviews(deps);
    },
  };
  return [make, backfill] as TaskDefinition<never>[];
}

/** What translators learn of a job's document before bidding; `preview` undefined while it is still being read. */
export function documentFactsFrom(
  job: { file_name: string; file_size: number },
  preview: Pick<PreviewRow, 'page_count' | 'word_count' | 'image_file'> | undefined,
): DocumentFactsDto {
  return {
    type: extensionOf(job.file_name).toUpperCase(),
    size: Number(job.file_size),
    pages: preview?.page_count ?? null,
    words: preview?.word_count ?? null,
    preview: !preview ? 'pending' : preview.image_file ? 'ready' : 'none',
  };
}

/**
 * The watermarked first page for an approved translator: while the job is open for offers, or when it is assigned
 * to them. Anything else — another's job, a job taken, no image — answers 404, so nothing can be learned by trying.
 */
export async function previewFor(deps: Deps, translator: AuthUser, jobId: number): Promise<Buffer> {
  const imageFile = await findPreviewImageFor(deps.db, translator.id, jobId);
  if (!imageFile) throw new NotFoundError('previewNotAvailable');
  const opened = await deps.storage.open('previews', imageFile);
  if (!opened) throw new NotFoundError('previewNotAvailable');
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  try {
    return await watermarked(Buffer.concat(chunks), `${translator.name} ${translator.surname} · ${jobCode(jobId)}`);
  } catch (err) {
    if (!(err instanceof ContainedProcessError)) throw err;
    // an image that cannot be drawn within the limits (one stored before previews were bounded): none is shown
    deps.logger.warn({ err, jobId }, 'preview could not be watermarked');
    throw new NotFoundError('previewNotAvailable');
  }
}

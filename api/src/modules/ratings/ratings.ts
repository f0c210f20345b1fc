import type { Knex } from 'knex';
import { jobCode, type RatingData, type RatingDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-error';
import { notifyUser } from '../../lib/notify';
import { findJobById, writeAudit } from '../jobs/job-repository';
import { answerRatingOnce, findRating, findRatings, insertRatingOnce, type RatingRow } from './repository';

/**
 * After completion the customer rates the delivery once; the translator sees the rating (never who the
 * customer is) and may answer once; the office sees all. A job reopened for revision keeps its rating.
 */

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toRatingDto(row: RatingRow): RatingDto {
  return {
    stars: row.stars,
    comment: row.comment,
    created_at: new Date(row.created_at).toISOString(),
    answer: row.answer,
    answered_at: iso(row.answered_at),
  };
}

/** The ratings of several jobs, keyed by job id (the translator's completed list). */
export async function ratingsOf(db: Knex, jobIds: readonly number[]): Promise<Map<number, RatingDto>> {
  if (!jobIds.length) return new Map();
  const rows = await findRatings(db, jobIds);
  return new Map(rows.map((row) => [row.job_id, toRatingDto(row)]));
}

async function ratingOf(db: Knex, jobId: number): Promise<RatingDto | null> {
  const row = await findRating(db, jobId);
  return row ? toRatingDto(row) : null;
}

async function ownJob(deps: AppDeps, customerId: number, jobId: number) {
  const job = await findJobById(deps.db, jobId);
  if (!job || job.hidden_at) throw new NotFoundError();
  if (job.user_id !== customerId) throw new ForbiddenError();
  return job;
}

async function assignedJob(deps: AppDeps, translatorId: number, jobId: number) {
  const job = await findJobById(deps.db, jobId);
  if (!job) throw new NotFoundError();
  if (job.assigned_translator_id !== translatorId) throw new ForbiddenError('jobNotAssignedToYou');
  return job;
}

export async function customerRating(deps: AppDeps, customerId: number, jobId: number) {
  await ownJob(deps, customerId, jobId);
  return { rating: await ratingOf(deps.db, jobId) };
}

const ratedTexts = {
  tr: {
    subject: (code: string, stars: number) => `${code} değerlendirildi: ${stars}/5`,
    text: (code: string, stars: number) =>
      `Müşteri ${code} numaralı işin teslimini ${stars} yıldızla değerlendirdi. Değerlendirmeyi Tamamlanan sekmesinde görebilir ve bir kez yanıtlayabilirsiniz.`,
    action: 'Tamamlanan işlerim',
  },
  en: {
    subject: (code: string, stars: number) => `${code} was rated ${stars}/5`,
    text: (code: string, stars: number) =>
      `The customer rated the delivery of job ${code} ${stars} out of 5. You can read it in the Completed tab and answer it once.`,
    action: 'My completed jobs',
  },
};

/** Once per completed job of the customer; the translator is told (stars only in the mail, the words in the panel). */
export async function rateJob(deps: AppDeps, customerId: number, jobId: number, input: RatingData): Promise<RatingDto> {
  const job = await ownJob(deps, customerId, jobId);
  if (job.status !== 'completed') throw new ConflictError('jobNotRateable');
  return deps.db.transaction(async (trx) => {
    const row = await insertRatingOnce(trx, { job_id: jobId, stars: input.stars, comment: input.comment });
    if (!row) throw new ConflictError('alreadyRated');
    // the office reads it in the job's history (the stars are on the rating itself)
    await writeAudit(trx, { jobId, actorId: customerId, action: 'rated', from: null, to: null });
    const code = jobCode(jobId);
    const translatorId = job.assigned_translator_id;
    if (translatorId !== null)
      await notifyUser({ ...deps, db: trx }, translatorId, (locale) => {
        const t = ratedTexts[locale];
        return {
          mail: {
            subject: t.subject(code, input.stars),
            paragraphs: [t.text(code, input.stars)],
            action: { label: t.action, url: `${deps.env.PUBLIC_URL}/panel/translator?tab=completed` },
          },
        };
      });
    return toRatingDto(row);
  });
}

export async function translatorRating(deps: AppDeps, translatorId: number, jobId: number) {
  await assignedJob(deps, translatorId, jobId);
  return { rating: await ratingOf(deps.db, jobId) };
}

/** The translator's one answer, written only where none is yet (two answers at once: one wins, one gets 409). */
export async function answerRating(
  deps: AppDeps,
  translatorId: number,
  jobId: number,
  answer: string,
): Promise<RatingDto> {
  await assignedJob(deps, translatorId, jobId);
  const row = await deps.db.transaction(async (trx) => {
    const answered = await answerRatingOnce(trx, jobId, answer);
    if (answered)
      await writeAudit(trx, { jobId, actorId: translatorId, action: 'rating_answered', from: null, to: null });
    return answered;
  });
  if (row) return toRatingDto(row);
  const exists = await findRating(deps.db, jobId);
  throw new ConflictError(exists ? 'alreadyAnswered' : 'noRatingToAnswer');
}

export async function adminRating(deps: AppDeps, jobId: number) {
  if (!(await findJobById(deps.db, jobId))) throw new NotFoundError();
  return { rating: await ratingOf(deps.db, jobId) };
}

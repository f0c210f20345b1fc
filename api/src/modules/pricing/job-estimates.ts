import type { Knex } from 'knex';
import { liraOf, priceLineLabel, type JobEstimateDto, type Locale } from 'shared-ui/contracts';
import { findJobEstimate, insertJobEstimate } from './repository';
import type { EstimateResult } from './estimate';

/** Keeps the estimate made from the uploaded document with its job; a document that could not be priced keeps none. */
export async function keepJobEstimate(trx: Knex, jobId: number, result: EstimateResult): Promise<void> {
  if ('reason' in result) return;
  await insertJobEstimate(trx, jobId, {
    total_kurus: result.breakdown.total_kurus,
    pages: result.pages,
    words: result.words,
    pages_from: result.pages_from,
    due_date: result.due_date,
    lines: result.breakdown.lines,
  });
}

/** The admin's view of a job's estimate, labelled in the reader's language; null when none was made. */
export async function jobEstimateDtoOf(db: Knex, jobId: number, locale: Locale): Promise<JobEstimateDto | null> {
  const row = await findJobEstimate(db, jobId);
  if (!row) return null;
  return {
    total: liraOf(row.total_kurus),
    pages: row.pages,
    words: row.words,
    pages_from: row.pages_from,
    due_date: row.due_date,
    lines: row.lines.map((line) => ({ label: priceLineLabel(line, locale), amount: liraOf(line.amount_kurus) })),
    made_at: new Date(row.made_at).toISOString(),
  };
}

import type { Knex } from 'knex';
import type { TranslatorRecordDto } from 'shared-ui/contracts';
import { findRecordRows } from '../jobs/translator-jobs-repository';

/**
 * A translator's record for the office — completed jobs, the share delivered on or before the due date,
 * the share the office reopened for a revision, and the average rating. One query for any number of translators.
 *
 * "On time" compares the completion day in Istanbul with `delivery_date` (the date agreed at assignment). Istanbul
 * has been UTC+3 all year since 2016, so the day is taken at a fixed +3 h: that also works where the database has
 * no time-zone data (the embedded PGlite).
 */
export async function recordsOf(db: Knex, translatorIds: readonly number[]): Promise<Map<number, TranslatorRecordDto>> {
  if (!translatorIds.length) return new Map();
  const rows = await findRecordRows(db, translatorIds);
  const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 1000 : null);
  const records = new Map<number, TranslatorRecordDto>(
    translatorIds.map((id) => [
      id,
      { completed: 0, on_time_rate: null, revision_rate: null, average_rating: null, ratings: 0 },
    ]),
  );
  for (const row of rows) {
    const completed = Number(row.completed);
    records.set(row.id, {
      completed,
      on_time_rate: share(Number(row.on_time), completed),
      revision_rate: share(Number(row.revised), completed),
      average_rating: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
      ratings: Number(row.ratings),
    });
  }
  return records;
}

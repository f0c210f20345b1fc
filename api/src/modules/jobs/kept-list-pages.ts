import type { Knex } from 'knex';
import { KeptValues } from '../../lib/kept/kept-values';
import type { ListAnswer } from './job-list-lines';

/** A statement that may change what a list line shows (the tables of migration 0590's triggers). */
const LIST_WRITES =
  /^\s*(update|delete\s+from|insert\s+into|truncate)\s+"?(jobs|offers|users|job_output_files|job_messages|job_deadline_requests|job_previews)"?[\s(;]/i;

/**
 * The pages of the busiest lists (customer jobs, open jobs, the admin's jobs) this instance has answered, kept
 * until the database announces a change to anything a line shows (`job_lists_changed`, migration 0590; see
 * KeptValues for the guarantees). A page read again while nothing changed costs no round trip; under writes the
 * pages are simply read again. A page holds signed download links, valid 15 minutes from when it was read: it is
 * kept one minute at most, so a link handed out is always good for fourteen.
 */
export class KeptListPages {
  readonly kept: KeptValues<string, ListAnswer>;

  constructor(db: Knex) {
    this.kept = new KeptValues<string, ListAnswer>(db, {
      max: 5_000,
      writes: LIST_WRITES,
      ttlMs: 60_000,
      // a line is one to two kilobytes: 20,000 lines are some 30 MB at most, however large the pages asked
      weigh: { of: (page) => page.lines, most: 20_000 },
    });
  }

  /** The page of `list` that `viewer` asked for with `query` (parsed, so its keys come in a fixed order). */
  async page(list: string, viewer: number | 'any', query: object, read: () => Promise<ListAnswer>) {
    return (await this.kept.get(`${list}\n${viewer}\n${JSON.stringify(query)}`, read)) as ListAnswer;
  }
}

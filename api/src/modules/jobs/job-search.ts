import type { Knex } from 'knex';
import { accountIdsLike } from '../settings/people-repository';

/*
 * The office's search over jobs (GET /admin/jobs?q=): every word asked must be the job's code, or be found in its
 * description or its customer's name, surname or e-mail. Words are matched anywhere in those texts (a part of
 * an e-mail or a surname is enough), folded by the database's tr_fold on both sides (migration 0650), so İ/i,
 * I/ı, ş, ğ, ç, ö and ü compare as a Turkish reader expects and as an ASCII keyboard types them. The trigram
 * indexes of that migration answer each word without reading the table.
 */

/** At most this many words count: a search is a few words, not a paragraph. */
const MAX_WORDS = 8;

/** A job's code as people write it: JOB-000123, job123, 000123 or 123. */
const JOB_CODE = /^(?:job-?)?(\d{1,9})$/i;

/** `like` treats %, _ and \ as patterns; a searched word means them literally. */
const literal = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search, as matched: split on white space, repeated ones once. */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** Narrows `jobs` (a query on the jobs table) to the jobs every word of `text` is found in. */
export function whereSearched(db: Knex, query: Knex.QueryBuilder, text: string): Knex.QueryBuilder {
  for (const word of searchWords(text)) {
    // a word written as a code is the code: its digits inside e-mails and phone numbers are not what is meant
    const code = JOB_CODE.exec(word);
    if (code) {
      query.where('jobs.id', Number(code[1]));
      continue;
    }
    const pattern = `%${literal(word)}%`;
    query.where((one) =>
      one
        // the customers a word names are few: found on users, then their jobs through jobs(user_id). Asked first:
        // PostgreSQL tries an `or`'s terms in the order written, and every row the trigram index hands over is
        // checked again, so a customer's job is then taken without folding its description
        .whereRaw('jobs.user_id = any(?)', [accountIdsLike(db, pattern)])
        .orWhereRaw('tr_fold(jobs.description) like tr_fold(?)', [pattern]),
    );
  }
  return query;
}

/**
 * A search counts its matches up to this many; above, the answer says "more than this" (`total_capped`) and its
 * pages go on from the start. Counting 5,555 matches of a common word at 100,000 jobs took 80 ms (each match
 * read and its description folded again, since a trigram index only narrows); the first 501 take 3–4 ms. Nobody
 * pages through 50 pages of a search: a reader who meets the cap adds a word.
 */
export const SEARCH_COUNT_CAP = 500;

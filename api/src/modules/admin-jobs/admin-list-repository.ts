import type { Knex } from 'knex';
import { selectJobsWithOwner, type JobRowWithOwner, type OfferRow, type OutputRow } from '../jobs/job-rows';
import { pageQuery, type PageRequest } from '../jobs/job-paging';

/** A row of the admin's list: the job with everything its line shows, gathered by the database. */
export interface AdminListRow extends JobRowWithOwner {
  list_offers: OfferRow[];
  list_outputs: OutputRow[];
  unread_messages: number;
  deadline_requested: string | null;
}

/*
 * Per job of the page: its offers with the translators' names (lowest price first), its delivered files (oldest
 * first), the customer's messages the office has not read, and the new due date a translator at work is waiting
 * for (modules/deadline-changes: a pending request counts only while its translator still holds the job).
 */
const OFFERS = `coalesce((select json_agg(o order by o.price, o.id) from (
    select offers.*, u.name as translator_first_name, u.surname as translator_surname
    from offers join users u on u.id = offers.translator_id where offers.job_id = jobs.id) o), '[]') as list_offers`;
const OUTPUTS = `coalesce((select json_agg(f order by f.uploaded_at, f.id)
    from job_output_files f where f.job_id = jobs.id), '[]') as list_outputs`;
const UNREAD = `(select count(*)::int from job_messages m
    where m.job_id = jobs.id and m.author_side = 'customer' and m.read_at is null) as unread_messages`;
const DEADLINE = `(select r.requested_date from job_deadline_requests r
    where r.job_id = jobs.id and r.status = 'pending' and jobs.status in ('in_progress', 'revision_requested')
      and r.translator_id = jobs.assigned_translator_id order by r.id limit 1) as deadline_requested`;

/**
 * One page of the admin's list in one statement: the page's ids through the index (read from the nearer end,
 * jobs/job-paging.ts), then each job with its line's details, in the order asked for.
 */
export async function readAdminJobPage(
  db: Knex,
  matching: Knex.QueryBuilder,
  column: string,
  total: number,
  request: PageRequest,
): Promise<AdminListRow[]> {
  const page = pageQuery(matching.select('jobs.id'), column, total, request);
  if (!page) return [];
  return selectJobsWithOwner(db)
    .whereIn('jobs.id', page.rows)
    .select(db.raw(OFFERS), db.raw(OUTPUTS), db.raw(UNREAD), db.raw(DEADLINE))
    .orderBy([
      { column, order: request.order },
      { column: 'jobs.id', order: request.order },
    ]);
}

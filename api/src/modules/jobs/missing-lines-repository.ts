import type { Knex } from 'knex';
import { statesAllowing } from 'shared-ui/contracts';
import { openJobsMatching, type LineRole } from './job-list-repository';

/*
 * The jobs whose lines are missing (job_list_lines, migration 0870), newest first, a batch below the last: what the
 * background line maker (line-maker.ts) makes next.
 */

/** A job with the roles whose lines it lacks. */
export interface Missing {
  id: number;
  roles: LineRole[];
}

/**
 * Jobs lacking their admin or customer line, newest first, below `below`, through the partial index of migration
 * 0880; each with its open-jobs line too when it lacks that one and is open for offers. A write marks all three
 * lines stale at once, so a job a write has touched is found here until the first two are made again.
 */
export async function missingLines(db: Knex, below: number | undefined, limit: number): Promise<Missing[]> {
  const rows: { id: number; admin: boolean; customer: boolean; open: boolean }[] = await db('job_list_lines as l')
    .join('jobs', 'jobs.id', 'l.job_id')
    .whereRaw('(l.admin_line is null or l.customer_line is null)')
    .modify((q) => (below === undefined ? q : q.where('l.job_id', '<', below)))
    .orderBy('l.job_id', 'desc')
    .limit(limit)
    .select(
      'l.job_id as id',
      db.raw('l.admin_line is null as admin'),
      db.raw('l.customer_line is null as customer'),
      db.raw('l.open_line is null and jobs.status = any(?::text[]) and jobs.hidden_at is null as open', [
        statesAllowing('offer', 'translator'),
      ]),
    );
  return rows.map((r) => ({ id: r.id, roles: rolesOf(r) }));
}

const rolesOf = (lacking: Record<LineRole, boolean>): LineRole[] =>
  (['admin', 'customer', 'open'] as const).filter((role) => lacking[role]);

/**
 * Jobs open for offers lacking their open-jobs line, newest first, below `below`: through the open list's condition
 * on jobs, so a look reads every open job's line row (the line maker does it at start and on its slow timer only).
 */
export async function missingOpen(db: Knex, below: number | undefined, limit: number): Promise<Missing[]> {
  const rows: { id: number }[] = await openJobsMatching(db, statesAllowing('offer', 'translator'))
    .join('job_list_lines as l', 'l.job_id', 'jobs.id')
    .whereNull('l.open_line')
    .modify((q) => (below === undefined ? q : q.where('jobs.id', '<', below)))
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .select('jobs.id');
  return rows.map((r) => ({ id: r.id, roles: ['open'] }));
}

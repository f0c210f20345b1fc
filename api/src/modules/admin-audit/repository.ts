import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { AdminAudit } from '../../db/models/admin-audit';

/** An admin_audit row as an action writes it, by a signed-in admin (actor_id turns null once that account goes). */
export type AdminAuditInsert = Omit<ModelObject<AdminAudit>, 'id' | 'at' | 'actor_id'> & {
  actor_id: NonNullable<AdminAudit['actor_id']>;
};

export async function insertAdminAudit(trx: Knex, row: AdminAuditInsert): Promise<void> {
  await AdminAudit.query(trx).insert(row);
}

export interface AuditFilters {
  actorId?: number;
  kind?: AdminAudit['kind'];
  /** Inclusive bounds as instants (the days' starts in Europe/Istanbul). */
  fromInstant?: string;
  beforeInstant?: string;
  jobId?: number;
  /** Folded words of the concerned person (tr_fold, migration 0650). */
  person?: string;
}

function filtered(db: Knex, f: AuditFilters) {
  const q = AdminAudit.query(db);
  if (f.actorId !== undefined) q.where('actor_id', f.actorId);
  if (f.kind) q.where('kind', f.kind);
  if (f.fromInstant) q.where('at', '>=', f.fromInstant);
  if (f.beforeInstant) q.where('at', '<', f.beforeInstant);
  if (f.jobId !== undefined) q.where('job_id', f.jobId);
  if (f.person) {
    const words = f.person.split(/\s+/).filter(Boolean);
    for (const word of words)
      q.whereRaw("tr_fold(subject_label) like '%' || tr_fold(?) || '%'", [word.replace(/[\\%_]/g, '\\$&')]);
  }
  return q;
}

export async function countAdminAudit(db: Knex, f: AuditFilters): Promise<number> {
  const row = (await filtered(db, f).count('* as count').first()) as unknown as { count: string } | undefined;
  return Number(row?.count ?? 0);
}

export async function findAdminAudit(
  db: Knex,
  f: AuditFilters,
  page: { limit: number; offset: number; order: 'asc' | 'desc' },
): Promise<AdminAudit[]> {
  return filtered(db, f)
    .orderBy([
      { column: 'at', order: page.order },
      { column: 'id', order: page.order },
    ])
    .limit(page.limit)
    .offset(page.offset);
}

/** An actor by the id and name its audit rows keep. */
type AuditActor = { id: NonNullable<AdminAudit['actor_id']>; name: AdminAudit['actor_name'] };

/** Everyone who has acted, with the name they acted under last, for the filter. */
export async function findAuditActors(db: Knex): Promise<AuditActor[]> {
  return AdminAudit.query(db)
    .whereNotNull('actor_id')
    .distinctOn('actor_id')
    .orderBy([
      { column: 'actor_id', order: 'asc' },
      { column: 'id', order: 'desc' },
    ])
    .select('actor_id as id', 'actor_name as name')
    .castTo<AuditActor[]>();
}

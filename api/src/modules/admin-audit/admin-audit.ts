import type { Knex } from 'knex';
import {
  jobCode,
  jobIdOfCode,
  type AdminAuditActorDto,
  type AdminAuditEntryDto,
  type AdminAuditPage,
  type AdminAuditQuery,
} from 'shared-ui/contracts';
import type { AdminAudit } from '../../db/models/admin-audit';
import { countAdminAudit, findAdminAudit, findAuditActors, type AuditFilters } from './repository';

/** The start of a day in Europe/Istanbul, which keeps UTC+3 all year since 2016. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString();
const startOfNextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+03:00`) + 24 * 3600 * 1000).toISOString();

export function filtersOf(q: AdminAuditQuery): AuditFilters {
  return {
    actorId: q.actor_id,
    kind: q.kind,
    fromInstant: q.from ? startOfDay(q.from) : undefined,
    beforeInstant: q.to ? startOfNextDay(q.to) : undefined,
    jobId: q.job ? (jobIdOfCode(q.job) ?? undefined) : undefined,
    person: q.user,
  };
}

function toDto(row: AdminAudit): AdminAuditEntryDto {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    action: row.action,
    kind: row.kind,
    job_id: row.job_id,
    job_code: row.job_id === null ? null : jobCode(row.job_id),
    subject_user_id: row.subject_user_id,
    subject_label: row.subject_label,
    object_key: row.object_key,
    before: row.before,
    after: row.after,
  };
}

/** GET /admin/audit: newest first unless asked otherwise, filtered and paged. */
export async function listAdminAudit(db: Knex, q: AdminAuditQuery): Promise<AdminAuditPage> {
  const filters = filtersOf(q);
  const [total, rows] = await Promise.all([
    countAdminAudit(db, filters),
    findAdminAudit(db, filters, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize, order: q.order }),
  ]);
  return { items: rows.map(toDto), total, page: q.page, pageSize: q.pageSize };
}

export async function listAuditActors(db: Knex): Promise<AdminAuditActorDto[]> {
  const rows = await findAuditActors(db);
  return rows.map((r) => ({ id: r.id, name: r.name ?? `#${r.id}` }));
}

import type { Knex } from 'knex';
import { adminAuditActions, type AdminAuditAction, type AuditValues } from 'shared-ui/contracts';
import { findJobOwnerId } from '../jobs/job-facts-repository';
import { findPersonNames } from '../settings/people-repository';
import { insertAdminAudit } from './repository';

export interface AdminAction {
  actorId: number;
  action: AdminAuditAction;
  /** The job acted on; its customer becomes the concerned person unless `subjectUserId` names another. */
  jobId?: number;
  /** The person the action concerned (a translator approved, paid, assigned). */
  subjectUserId?: number | null;
  /** What else was acted on: a setting key, a remote, a price group's name. */
  objectKey?: string | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

const fullName = (p: { name: string; surname: string | null }) => `${p.name} ${p.surname ?? ''}`.trim();

/**
 * Writes the admin_audit row of one admin action. Every action calls it with its own transaction, so the row
 * exists exactly when the change does. Names are copied as they are now: the view reads the same after an
 * account is renamed or removed.
 */
export async function recordAdminAction(trx: Knex, a: AdminAction): Promise<void> {
  const actor = await findPersonNames(trx, a.actorId);
  const subjectId =
    a.subjectUserId !== undefined ? a.subjectUserId : a.jobId !== undefined ? await findJobOwnerId(trx, a.jobId) : null;
  const subject = subjectId === null ? undefined : await findPersonNames(trx, subjectId);
  await insertAdminAudit(trx, {
    actor_id: a.actorId,
    actor_name: actor ? fullName(actor) : null,
    action: a.action,
    kind: adminAuditActions[a.action],
    job_id: a.jobId ?? null,
    subject_user_id: subject ? subjectId : null,
    subject_label: subject ? `${fullName(subject)} <${subject.email}>` : null,
    object_key: a.objectKey ?? null,
    before: a.before ?? null,
    after: a.after ?? null,
  });
}

/** The keys whose values differ, before and after: what a change of many fields actually changed. */
export function changedValues(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
  if (!keys.length) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

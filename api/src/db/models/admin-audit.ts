import { Model } from 'objection';
import type { AdminAuditAction, AdminAuditKind, AuditValues } from 'shared-ui/contracts';

/** One action of an admin, as the office's audit view shows it (migration 0750). */
export class AdminAudit extends Model {
  static override tableName = 'admin_audit';
  declare id: number;
  declare at: Date;
  declare actor_id: number | null;
  declare actor_name: string | null;
  declare action: AdminAuditAction;
  declare kind: AdminAuditKind;
  declare job_id: number | null;
  declare subject_user_id: number | null;
  declare subject_label: string | null;
  declare object_key: string | null;
  declare before: AuditValues | null;
  declare after: AuditValues | null;

  static override jsonAttributes = ['before', 'after'];
}

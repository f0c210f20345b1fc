import { Model } from 'objection';
import type { JobAlertMode, Locale, Role } from 'shared-ui/contracts';

export class User extends Model {
  static override tableName = 'users';

  declare id: number;
  declare name: string;
  declare surname: string;
  declare email: string;
  declare password_hash: string;
  declare role: Role;
  declare birth_date: string | null;
  declare phone: string | null;
  declare country: string | null;
  declare city: string | null;
  declare district: string | null;
  declare address: string | null;
  declare languages: string | null;
  declare avatar_url: string | null;
  declare pending_email: string | null;
  declare email_verified_at: Date | null;
  declare token_version: number;
  declare email_notifications: boolean;
  declare sms_notifications: boolean;
  declare deleted_at: Date | null;
  declare created_at: Date;
  declare updated_at: Date;
  declare locale: Locale;
  declare job_alerts: JobAlertMode;

  static override modifiers = {
    active(query: ReturnType<typeof User.query>) {
      query.whereNull('users.deleted_at');
    },
  };
}

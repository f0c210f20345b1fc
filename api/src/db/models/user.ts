import { Model } from 'objection';
import type { Role } from 'shared-ui/contracts';

export class User extends Model {
  static override tableName = 'users';

  id!: number;
  name!: string;
  surname!: string;
  email!: string;
  password_hash!: string;
  role!: Role;
  birth_date!: string | null;
  phone!: string | null;
  country!: string | null;
  city!: string | null;
  district!: string | null;
  address!: string | null;
  languages!: string | null;
  avatar_url!: string | null;
  pending_email!: string | null;
  email_verified_at!: Date | null;
  token_version!: number;
  email_notifications!: boolean;
  sms_notifications!: boolean;
  deleted_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;

  static override modifiers = {
    active(query: ReturnType<typeof User.query>) {
      query.whereNull('users.deleted_at');
    },
  };
}

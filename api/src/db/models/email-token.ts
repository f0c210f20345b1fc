import { Model } from 'objection';

export type EmailTokenPurpose = 'verify' | 'reset' | 'email_change';

export class EmailToken extends Model {
  static override tableName = 'email_tokens';

  id!: number;
  user_id!: number;
  purpose!: EmailTokenPurpose;
  token_hash!: string;
  email!: string;
  expires_at!: Date;
  used_at!: Date | null;
  created_at!: Date;
}

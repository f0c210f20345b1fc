import { Model } from 'objection';

export type EmailTokenPurpose = 'verify' | 'reset' | 'email_change';

export class EmailToken extends Model {
  static override tableName = 'email_tokens';

  declare id: number;
  declare user_id: number;
  declare purpose: EmailTokenPurpose;
  declare token_hash: string;
  declare email: string;
  declare expires_at: Date;
  declare used_at: Date | null;
  declare created_at: Date;
}

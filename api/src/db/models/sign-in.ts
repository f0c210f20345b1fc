import { Model } from 'objection';

/** An account's authenticator secret (lib/two-step); enabled_at stays null until the first code confirms it. */
export class AccountTwoStep extends Model {
  static override tableName = 'account_two_step';
  static override idColumn = 'user_id';
  declare user_id: number;
  /** Sealed with FILES_KEY (lib/two-step/secret-box.ts). */
  declare secret_sealed: string;
  declare enabled_at: Date | null;
  /** The last time step a code was accepted for: bigint, read as a number (db/connect.ts). */
  declare last_step: number | null;
  declare created_at: Date;
}

/** A one-time recovery code of two-step sign-in, kept as its SHA-256. */
export class AccountRecoveryCode extends Model {
  static override tableName = 'account_recovery_codes';
  declare id: number;
  declare user_id: number;
  declare code_hash: string;
  declare used_at: Date | null;
}

/** One sign-in, named by its token's `sid` claim (lib/tokens.ts): a token whose row is gone is refused. */
export class AccountSession extends Model {
  static override tableName = 'account_sessions';
  declare id: string;
  declare user_id: number;
  declare token_version: number;
  declare ip: string | null;
  declare user_agent: string | null;
  declare created_at: Date;
  declare last_used_at: Date;
}

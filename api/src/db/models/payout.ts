import { Model } from 'objection';
import { User } from './user';

export class Payout extends Model {
  static override tableName = 'payouts';
  declare id: number;
  declare translator_id: number;
  declare paid_on: string;
  declare reference: string;
  declare amount: string;
  declare recorded_by: number;
  declare created_at: Date;

  static override relationMappings = () => ({
    translator: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'payouts.translator_id', to: 'users.id' },
    },
  });
}

/** A translator's bank details; personal data, deleted with the account. */
export class PayoutDetails extends Model {
  static override tableName = 'payout_details';
  static override idColumn = 'user_id';
  declare user_id: number;
  declare account_holder: string;
  declare iban: string;
  declare updated_at: Date;
}

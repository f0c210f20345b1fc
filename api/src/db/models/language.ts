import { Model } from 'objection';

export class Language extends Model {
  static override tableName = 'languages';

  id!: number;
  name!: string;
  created_at!: Date;
}

export class HatTuru extends Model {
  static override tableName = 'hat_turleri';

  id!: number;
  language_id!: number;
  name!: string;
}

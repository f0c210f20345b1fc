import { Model } from 'objection';

export class Language extends Model {
  static override tableName = 'languages';

  declare id: number;
  declare name: string;
  declare name_en: string | null;
  declare created_at: Date;

  static override relationMappings = () => ({
    scriptTypes: {
      relation: Model.HasManyRelation,
      modelClass: HatTuru,
      join: { from: 'languages.id', to: 'hat_turleri.language_id' },
    },
  });
}

export class HatTuru extends Model {
  static override tableName = 'hat_turleri';

  declare id: number;
  declare language_id: number;
  declare name: string;
  declare name_en: string | null;
}

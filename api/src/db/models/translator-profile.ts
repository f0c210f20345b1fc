import { Model } from 'objection';
import type { EducationLevel } from 'shared-ui/contracts';
import { User } from './user';

export type TranslatorStatus = 'pending' | 'approved' | 'rejected';

export class TranslatorProfile extends Model {
  static override tableName = 'translator_profiles';
  static override idColumn = 'user_id';

  declare user_id: number;
  declare status: TranslatorStatus;
  declare education_level: EducationLevel;
  declare university_name: string | null;
  declare university_department: string | null;
  declare experience: string | null;
  declare description: string | null;
  declare cv_file: string | null;
  declare is_featured: boolean;
  declare reviewed_at: Date | null;
  declare created_at: Date;
  declare updated_at: Date;

  static override relationMappings = () => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'translator_profiles.user_id', to: 'users.id' },
    },
  });
}

import { Model } from 'objection';

export type TranslatorStatus = 'pending' | 'approved' | 'rejected';

export class TranslatorProfile extends Model {
  static override tableName = 'translator_profiles';
  static override idColumn = 'user_id';

  user_id!: number;
  status!: TranslatorStatus;
  education_level!: 'lise' | 'lisans';
  university_name!: string | null;
  university_department!: string | null;
  experience!: string | null;
  description!: string | null;
  cv_file!: string | null;
  is_featured!: boolean;
  reviewed_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;
}

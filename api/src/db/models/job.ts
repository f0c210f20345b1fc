import { Model } from 'objection';
import type { JobStatus, Specialization, TranslationType } from 'shared-ui/contracts';
import { User } from './user';

export class Job extends Model {
  static override tableName = 'jobs';

  id!: number;
  user_id!: number | null;
  file_name!: string;
  file_mime!: string;
  file_size!: number;
  description!: string;
  source_lang!: string;
  target_lang!: string;
  translation_type!: TranslationType;
  specialization!: Specialization;
  hat_tur_id!: number | null;
  hat_tur_name!: string | null;
  delivery_date!: string;
  status!: JobStatus;
  admin_price!: string | null;
  translator_price!: string | null;
  is_paid!: boolean;
  paid_at!: Date | null;
  payment_notified_at!: Date | null;
  assigned_translator_id!: number | null;
  assigned_at!: Date | null;
  output_upload_date!: Date | null;
  completed_at!: Date | null;
  hidden_at!: Date | null;
  created_at!: Date;
  updated_at!: Date;

  owner?: User;
  translator?: User;
  offers?: Offer[];
  outputs?: JobOutputFile[];

  static override relationMappings = () => ({
    owner: { relation: Model.BelongsToOneRelation, modelClass: User, join: { from: 'jobs.user_id', to: 'users.id' } },
    translator: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'jobs.assigned_translator_id', to: 'users.id' },
    },
    offers: { relation: Model.HasManyRelation, modelClass: Offer, join: { from: 'jobs.id', to: 'offers.job_id' } },
    outputs: {
      relation: Model.HasManyRelation,
      modelClass: JobOutputFile,
      join: { from: 'jobs.id', to: 'job_output_files.job_id' },
    },
  });
}

export class Offer extends Model {
  static override tableName = 'offers';

  id!: number;
  job_id!: number;
  translator_id!: number;
  price!: string;
  delivery_date!: string;
  created_at!: Date;
  updated_at!: Date;

  translator?: User;

  static override relationMappings = () => ({
    translator: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'offers.translator_id', to: 'users.id' },
    },
  });
}

export class JobOutputFile extends Model {
  static override tableName = 'job_output_files';

  id!: number;
  job_id!: number;
  file_name!: string;
  mime!: string;
  size!: number;
  uploaded_by!: number | null;
  uploaded_at!: Date;
}

export class JobAudit extends Model {
  static override tableName = 'job_audit';

  id!: number;
  job_id!: number;
  actor_id!: number | null;
  action!: string;
  from_status!: string | null;
  to_status!: string | null;
  at!: Date;
}

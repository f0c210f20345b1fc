import { Model } from 'objection';
import type {
  ChecklistItem,
  JobStatus,
  LegalisationRoute,
  Legibility,
  NameSheetRow,
  OttomanOutput,
  Specialization,
  TranslationType,
} from 'shared-ui/contracts';
import { User } from './user';

/** The document name a job keeps once its customer's personal data was erased (modules/privacy). */
export const ERASED_DOCUMENT_NAME = '0-deleted';

/** What a completion confirmed of the certified-translation checklist (translator-jobs/translator-work.ts). */
export interface CompletionChecklistRecord {
  confirmed_by: number;
  /** ISO text: the record is JSON. */
  confirmed_at: string;
  items: ChecklistItem[];
}

export class Job extends Model {
  static override tableName = 'jobs';

  declare id: number;
  declare user_id: number | null;
  declare file_name: string;
  declare file_mime: string;
  declare file_size: number;
  declare description: string;
  declare source_lang: string;
  declare target_lang: string;
  declare translation_type: TranslationType;
  declare specialization: Specialization;
  declare hat_tur_id: number | null;
  declare hat_tur_name: string | null;
  declare delivery_date: string;
  declare status: JobStatus;
  declare admin_price: string | null;
  declare translator_price: string | null;
  declare is_paid: boolean;
  declare paid_at: Date | null;
  declare payment_notified_at: Date | null;
  declare assigned_translator_id: number | null;
  declare assigned_at: Date | null;
  declare output_upload_date: Date | null;
  declare completed_at: Date | null;
  declare hidden_at: Date | null;
  /** When the job's files went (modules/file-retention); the record stays. */
  declare files_deleted_at: Date | null;
  declare created_at: Date;
  declare updated_at: Date;
  declare version: number;
  declare offers_count: number;
  declare customer_delivery_date: string | null;
  declare legalisation_country: string | null;
  declare legalisation_route: LegalisationRoute | null;
  declare ottoman_output: OttomanOutput | null;
  declare page_count: number | null;
  declare legibility: Legibility | null;
  /** jsonb, read as parsed; written as JSON text (the model has no jsonAttributes: see JobInsert in jobs). */
  declare name_sheet: NameSheetRow[];
  declare completion_checklist: CompletionChecklistRecord | null;
  declare deadline_reminded_for: string | null;
  declare payout_id: number | null;

  declare owner?: User;
  declare translator?: User;
  declare offers?: Offer[];
  declare outputs?: JobOutputFile[];

  static override modifiers = {
    /** Open for offers: waiting and not hidden (the translators' open list, alerts, previews). */
    openForOffers(query: ReturnType<typeof Job.query>) {
      query.where('jobs.status', 'waiting').whereNull('jobs.hidden_at');
    },
  };

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

  declare id: number;
  declare job_id: number;
  declare translator_id: number;
  declare price: string;
  declare delivery_date: string;
  declare created_at: Date;
  declare updated_at: Date;

  declare translator?: User;

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

  declare id: number;
  declare job_id: number;
  declare file_name: string;
  declare mime: string;
  declare size: number;
  declare uploaded_by: number | null;
  declare uploaded_at: Date;
  declare sha256: string | null;
  /** When a completion delivered it; null while it is work in progress. */
  declare delivered_at: Date | null;
  /** When a later delivery (a revision) replaced it: it is then history. */
  declare replaced_at: Date | null;
}

export class JobAudit extends Model {
  static override tableName = 'job_audit';

  declare id: number;
  declare job_id: number;
  declare actor_id: number | null;
  declare action: string;
  declare from_status: JobStatus | null;
  declare to_status: JobStatus | null;
  declare at: Date;

  static override relationMappings = () => ({
    actor: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'job_audit.actor_id', to: 'users.id' },
    },
  });
}

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

/** A jobs row with the joined names every view needs (selectJobs). Numeric columns arrive as strings. */
export interface JobRow {
  id: number;
  user_id: number | null;
  file_name: string;
  file_mime: string;
  file_size: number;
  description: string;
  source_lang: string;
  target_lang: string;
  translation_type: TranslationType;
  specialization: Specialization;
  hat_tur_id: number | null;
  hat_tur_name: string | null;
  legalisation_country: string | null;
  legalisation_route: LegalisationRoute | null;
  ottoman_output: OttomanOutput | null;
  page_count: number | null;
  legibility: Legibility | null;
  name_sheet: NameSheetRow[];
  /** Who confirmed the checklist (user id), when, and which items. */
  completion_checklist: { confirmed_by: number; confirmed_at: string; items: ChecklistItem[] } | null;
  delivery_date: string;
  status: JobStatus;
  admin_price: string | null;
  translator_price: string | null;
  is_paid: boolean;
  paid_at: Date | null;
  payment_notified_at: Date | null;
  assigned_translator_id: number | null;
  assigned_at: Date | null;
  output_upload_date: Date | null;
  completed_at: Date | null;
  hidden_at: Date | null;
  /** When the job's files went (modules/file-retention); absent in rows made before the column. */
  files_deleted_at?: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  offers_count: number;
  translator_first_name: string | null;
  translator_surname: string | null;
}

export interface JobRowWithOwner extends JobRow {
  owner_name: string | null;
  owner_surname: string | null;
  owner_email: string | null;
}

export interface OfferRow {
  id: number;
  job_id: number;
  translator_id: number;
  price: string;
  delivery_date: string;
  created_at: Date;
  updated_at: Date;
  translator_first_name?: string;
  translator_surname?: string;
}

export interface OutputRow {
  id: number;
  job_id: number;
  file_name: string;
  mime: string;
  size: number;
  uploaded_by: number | null;
  uploaded_at: Date;
  delivered_at: Date | string | null;
  replaced_at: Date | string | null;
}

export interface AuditRow {
  id: number;
  job_id: number;
  actor_id: number | null;
  action: string;
  from_status: JobStatus | null;
  to_status: JobStatus | null;
  at: Date;
  actor_first_name: string | null;
  actor_surname: string | null;
}

import { z } from 'zod';
import type { RatingDto } from './ratings';
import type { TranslatorRecordDto } from './translators';
import { limits, listQuery, numeric, textCharacters, type Paged } from './common';
import { customerJobTabs, jobStatusFilters, type CustomerJobTab, type JobStatus } from './job-status';
import type { JobAttachmentDto, RevisionRequestDto } from './job-journey';
import type { DeadlineRequestDto } from './deadline-changes';
import { isPlannerCountry, type LegalisationRoute } from './legalisation';
import { completionChecklist, nameSheetField, type CompletionChecklistDto, type NameSheetRow } from './name-sheet';
import { ottomanFilters, ottomanIntakeFields, type Legibility, type OttomanOutput } from './ottoman-intake';
import { paperDeliveryUploadFields } from './paper-delivery';
import {
  normalizeSpecialization,
  normalizeTranslationType,
  type Specialization,
  type TranslationType,
} from './job-kinds';
import { deliveryDate, money } from './offer-input';

export * from './job-kinds';
export * from './offer-input';

// ---------------------------------------------------------------------------------------------------------------
// Requests of the marketplace loop (customer upload, translator offer and outputs, admin actions).
// Zod issue messages are message codes (messages.ts, messages-jobs.ts).
// ---------------------------------------------------------------------------------------------------------------

const requiredField = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine(textCharacters(options), 'invalidCharacters');

const optionalId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'invalidValue' });
      return z.NEVER;
    }
    return n;
  });

/**
 * The text fields of POST /user/upload (multipart; the file travels in `file`). Translation type and
 * specialization take a key or its Turkish label and come out as keys. Whether hat_tur_id is required depends
 * on the source language's script types, which only the server knows: the form checks it from its own list.
 */
export const uploadJobFields = z.object({
  description: requiredField(limits.description, { multiline: true }),
  source_lang: requiredField(limits.name),
  target_lang: requiredField(limits.name),
  delivery_date: z.string({ error: 'required' }).trim().min(1, 'required').pipe(deliveryDate),
  translation_type: requiredField(50).transform((v, ctx) => {
    const key = normalizeTranslationType(v);
    if (!key) ctx.addIssue({ code: 'custom', message: 'invalidValue' });
    return key ?? z.NEVER;
  }),
  specialization: requiredField(50).transform((v, ctx) => {
    const key = normalizeSpecialization(v);
    if (!key) ctx.addIssue({ code: 'custom', message: 'invalidValue' });
    return key ?? z.NEVER;
  }),
  hat_tur_id: optionalId,
  /** "true": price the stored document with the office's list and keep the estimate (api/src/modules/pricing). */
  with_estimate: z
    .enum(['true', 'false'], { error: 'invalidValue' })
    .optional()
    .transform((v) => v === 'true'),
  ...ottomanIntakeFields,
  /** How names, places and dates must be written (sworn, notarised, apostille); a JSON array. */
  name_sheet: nameSheetField,
  /** Where the stamped paper goes (contracts/paper-delivery.ts); optional. */
  ...paperDeliveryUploadFields,
  /** Where the document will be used (ISO 3166-1 alpha-2), for the legalisation route; optional. */
  legalisation_country: z
    .string()
    .trim()
    .max(2, 'invalidValue')
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const code = v.toUpperCase();
      if (!isPlannerCountry(code)) {
        ctx.addIssue({ code: 'custom', message: 'invalidValue' });
        return z.NEVER;
      }
      return code;
    }),
});
export type UploadJobFields = z.infer<typeof uploadJobFields>;

/**
 * POST /admin/job/{id}/assign. `price` is the customer price (admin_price). `translator_price` is optional: without
 * it the translator's own offer price is kept, or null when that translator made no offer. `version` is the job's
 * version as the admin saw it (optional): with it, an assignment made from a stale screen answers 409.
 */
export const assignInput = z.object({
  translator_id: numeric(
    z.number({ error: 'required' }).int('invalidValue').positive('invalidValue').max(2_147_483_647, 'invalidValue'),
  ),
  delivery_date: deliveryDate,
  price: money,
  translator_price: money.optional(),
  version: numeric(z.number({ error: 'invalidValue' }).int('invalidValue').min(0, 'invalidValue')).optional(),
  /**
   * Giving a job that already has a translator to someone else: an explicit action, which needs the version the
   * admin saw. Without it an assignment applies only to a waiting job, so concurrent assigns have one winner.
   */
  reassign: z.boolean({ error: 'invalidValue' }).optional(),
});
export type AssignInput = z.infer<typeof assignInput>;

/** PUT /translator/job/{id}/mark-complete: the spec sends job_id; when present it must name the same job. */
export const markCompleteInput = z.object({
  job_id: numeric(z.number({ error: 'invalidValue' }).int('invalidValue').positive('invalidValue')).optional(),
  /** Required (all three true) on a sworn, notarised or apostille job. */
  checklist: completionChecklist,
  /**
   * The stored names of the output files this completion delivers (a revision's new delivery). Without it: the
   * files uploaded since the last delivery, or the last delivery again when none were.
   */
  files: z
    .array(z.string({ error: 'invalidValue' }).min(1, 'invalidValue').max(300, 'invalidValue'), {
      error: 'invalidValue',
    })
    .min(1, 'noFileSelected')
    .max(20, 'invalidValue')
    .optional(),
});
export type MarkCompleteInput = z.output<typeof markCompleteInput>;

export const jobSortFields = ['created_at', 'delivery_date', 'status', 'id', 'admin_price'] as const;

const listPageSize = (pageSize: number) =>
  z.coerce
    .number()
    .int('invalidValue')
    .min(1, 'invalidValue')
    .max(limits.pageSizeMax, 'invalidValue')
    .default(pageSize);

/** The translator lists: server paged, 10 a page (spec 9). */
export const jobListQuery = listQuery.extend({
  pageSize: listPageSize(10),
  sort: z.enum(jobSortFields, { error: 'invalidValue' }).default('created_at'),
});
export type JobListQuery = z.infer<typeof jobListQuery>;

/**
 * GET /user/jobs: 5 a page by default, as the table shows them (spec 9). With `tab`, the page is of that tab only
 * and the answer also counts every tab (the panel pages each tab on the server); without it, every visible job.
 */
export const customerJobListQuery = jobListQuery.extend({
  pageSize: listPageSize(5),
  tab: z.enum(customerJobTabs, { error: 'invalidValue' }).optional(),
});
export type CustomerJobListQuery = z.infer<typeof customerJobListQuery>;

/**
 * GET /admin/jobs: server paged, 10 a page, newest first, optional status filter. `waiting` is every waiting job,
 * `quoted` the waiting jobs that have at least one offer. The spec's other spellings (4.1) are understood too:
 * `price_sent` is `quoted`, and `assigned` is every job with a translator at work on it or waiting to be paid.
 */
export const adminJobsQuery = listQuery.extend({
  sort: z.enum(jobSortFields, { error: 'invalidValue' }).default('created_at'),
  status: z
    .enum([...jobStatusFilters, 'price_sent', 'assigned'], { error: 'invalidValue' })
    .transform((s) => (s === 'price_sent' ? 'quoted' : s))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...ottomanFilters,
  /** The office's search (api jobs/job-search.ts): a job code, words of the customer or of the description. */
  q: z
    .string()
    .trim()
    .max(limits.searchText, 'tooLong')
    .refine(textCharacters(), 'invalidCharacters')
    .transform((v) => v || undefined)
    .optional(),
});
export type AdminJobsQuery = z.infer<typeof adminJobsQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Answers. Dates are YYYY-MM-DD, timestamps ISO 8601, money a number (TRY) or null.
// ---------------------------------------------------------------------------------------------------------------

export interface OutputFileDto {
  /** Stored name: what delete-output/{fileName} and download take. */
  file_name: string;
  display_name: string;
  uploaded_at: string;
  /** Short-lived signed /api/download/output/... link. */
  url: string;
  /** When a completion delivered the file; null while it is work in progress (translator and office views). */
  delivered_at: string | null;
  /** When a later delivery replaced it (only in `earlier_files`). */
  replaced_at: string | null;
}

interface JobBaseDto {
  id: number;
  code: string;
  file_name: string;
  display_name: string;
  /** Signed link to the document, or null when this viewer may not fetch it yet. */
  file_url: string | null;
  description: string;
  source_lang: string;
  target_lang: string;
  translation_type: TranslationType;
  specialization: Specialization;
  hat_tur_id: number | null;
  hat_tur_name: string | null;
  /** Where the document will be used and the route the planner showed for it (contracts/legalisation.ts); null when not given. */
  legalisation_country: string | null;
  legalisation_route: LegalisationRoute | null;
  /** The Ottoman intake, Osmanlıca sources only (null otherwise). */
  ottoman_output: OttomanOutput | null;
  page_count: number | null;
  legibility: Legibility | null;
  /** How names, places and dates must be written; empty when none was given. */
  name_sheet: NameSheetRow[];
  /** The translator's confirmation before completing a certified translation, or null. */
  completion_checklist: CompletionChecklistDto | null;
  delivery_date: string;
  status: JobStatus;
  is_paid: boolean;
  output_files: OutputFileDto[];
  output_upload_date: string | null;
  created_at: string;
  offers_count: number;
}

/** What the customer sees of an own job (list, GET /user/job/{id}). Output files appear once completed. */
export interface CustomerJobDto extends JobBaseDto {
  /** A revision request of the customer waits for the office (the form is then not offered again). */
  revision_pending?: boolean;
  /** Messages of the other side in this job's thread that the viewer's side has not opened yet (lists, detail). */
  unread_messages?: number;
  /** Files of deliveries a revision replaced, oldest first (GET /user/job/{id} only): the job's history. */
  earlier_files?: OutputFileDto[];
  admin_price: number | null;
  paid_at: string | null;
  payment_notified_at: string | null;
  translator_name: string | null;
  assigned_translator_id: number | null;
  assigned_translator_name: string | null;
}

/** GET /user/jobs (ARCHITECTURE §3: the jobs under `jobs` only). `tabs` counts each tab, answered when a tab is asked. */
export interface CustomerJobPageDto {
  jobs: CustomerJobDto[];
  total: number;
  page: number;
  pageSize: number;
  tabs?: Record<CustomerJobTab, number>;
}

export interface MyOfferDto {
  id: number;
  job_id: number;
  price: number;
  delivery_date: string;
  created_at: string;
  updated_at: string;
}

/** A waiting job as translators see it: no customer data, no document link, no customer price. */
/**
 * What a translator sees of an open job's document before bidding (api/src/modules/job-previews): its type and size, the page count
 * (PDF; other documents and images count as one), the word count of text-based documents, and whether the
 * watermarked first-page image is ready (`pending` while it is being made, `none` for formats that cannot be shown).
 */
export interface DocumentFactsDto {
  type: string;
  size: number;
  pages: number | null;
  words: number | null;
  preview: 'ready' | 'pending' | 'none';
}

export interface OpenJobDto extends JobBaseDto {
  my_offer: MyOfferDto | null;
  document: DocumentFactsDto;
}

/** A job assigned to (or completed by) this translator: their own price, never the customer's. */
export interface TranslatorJobDto extends JobBaseDto {
  translator_price: number | null;
  /** What the customer asked to fix, with their files, when the job was reopened for a revision. */
  revision_request?: RevisionRequestDto | null;
  /** The customer's rating of a completed delivery, without anything about the customer. */
  rating?: RatingDto | null;
  /** The translator's newest due-date request for this job (waiting or decided), in the assigned list. */
  deadline_request?: DeadlineRequestDto | null;
  assigned_at: string | null;
  completed_at: string | null;
}

/** What a translator sees of the job an offer is for: the request only, never customer data or prices. */
export interface OfferedJobSummaryDto {
  id: number;
  code: string;
  status: JobStatus;
  display_name: string;
  description: string;
  source_lang: string;
  target_lang: string;
  translation_type: TranslationType;
  specialization: Specialization;
  hat_tur_name: string | null;
  delivery_date: string;
}

/** One offer of the translator with the job it is for (GET /translator/my-offers). */
export interface TranslatorOfferDto extends MyOfferDto {
  offer_price: number;
  offer_delivery_date: string;
  job: OfferedJobSummaryDto;
  /** Whether this translator got the job. */
  is_assigned_to_me: boolean;
}

export interface AdminOfferDto {
  id: number;
  job_id: number;
  translator_id: number;
  translator_name: string;
  price: number;
  offer_price: number;
  delivery_date: string;
  offer_delivery_date: string;
  created_at: string;
  /** The translator's record beside the offer, in the job detail. */
  translator_record?: TranslatorRecordDto;
}

export interface AdminJobDto extends CustomerJobDto {
  user_id: number | null;
  user_name: string | null;
  user_surname: string | null;
  user_email: string | null;
  translator_price: number | null;
  offers: AdminOfferDto[];
  hidden: boolean;
  hidden_at: string | null;
  assigned_at: string | null;
  completed_at: string | null;
  /** Bumped by every change of state: send it back with assign to refuse a stale screen. */
  version: number;
  /** The date a waiting due-date request asks for (İşler list), or null when none waits. */
  deadline_requested?: string | null;
}

/**
 * GET /admin/jobs: a page of the list. A search (`q`) counts its matches up to a cap (api jobs/job-search.ts):
 * past it, `total` is the cap and `total_capped` is true (more jobs match than the pages reach).
 */
export interface AdminJobPageDto extends Paged<AdminJobDto> {
  total_capped?: true;
}

export interface JobAuditDto {
  id: number;
  action: string;
  from_status: JobStatus | null;
  to_status: JobStatus | null;
  actor_id: number | null;
  actor_name: string | null;
  at: string;
}

export interface AdminJobDetailDto extends AdminJobDto {
  history: JobAuditDto[];
  /** The payment receipts the customer attached to "Ödemeyi yaptım", oldest first. */
  receipts: JobAttachmentDto[];
  /** The customer's revision requests, newest first. */
  revision_requests: RevisionRequestDto[];
  /** The translators' due-date requests, newest first. */
  deadline_requests: DeadlineRequestDto[];
}

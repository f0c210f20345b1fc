import {
  displayFileName,
  jobCode,
  type AdminJobDto,
  type AdminOfferDto,
  type CustomerJobDto,
  type DocumentFactsDto,
  type JobAuditDto,
  type MyOfferDto,
  type OpenJobDto,
  type OutputFileDto,
  type TranslatorJobDto,
} from 'shared-ui/contracts';
import type { SignedLinks } from '../../lib/signed-links';
import type { AuditRow, JobRow, JobRowWithOwner, OfferRow, OutputRow } from './job-rows';

/** DTOs of every job answer (STYLE habit 8): a row is never spread into a response. */

/** What makes a download link: signed now, or marked to be signed when answered (job-list-lines.ts). */
export type LinkSigner = Pick<SignedLinks, 'link'>;

export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const isoRequired = (d: Date | string): string => new Date(d).toISOString();
export const money = (v: string | number | null): number | null => (v === null ? null : Number(v));
const fullName = (name: string | null | undefined, surname: string | null | undefined): string | null =>
  name ? [name, surname].filter(Boolean).join(' ') : null;

export function toOutputFileDto(row: OutputRow, links: LinkSigner): OutputFileDto {
  return {
    file_name: row.file_name,
    display_name: displayFileName(row.file_name),
    uploaded_at: isoRequired(row.uploaded_at),
    url: links.link('output', row.file_name),
    delivered_at: iso(row.delivered_at),
    replaced_at: iso(row.replaced_at),
  };
}

/** The files in force: a revision's delivery replaces the earlier one (translator-jobs/delivery.ts). */
export const currentOutputs = (outputs: OutputRow[]) => outputs.filter((o) => !o.replaced_at);

/** What the customer holds: the current delivery, never work in progress of a revision. */
const deliveredOutputs = (outputs: OutputRow[]) => currentOutputs(outputs).filter((o) => o.delivered_at);

/** Delivered files a later delivery replaced: the customer's history of the job. */
export const earlierOutputs = (outputs: OutputRow[]) => outputs.filter((o) => o.delivered_at && o.replaced_at);

function base(row: JobRow, links: LinkSigner, view: { fileVisible: boolean; outputs: OutputRow[] }) {
  return {
    id: row.id,
    code: jobCode(row.id),
    file_name: row.file_name,
    display_name: displayFileName(row.file_name),
    file_url: view.fileVisible && !row.files_deleted_at ? links.link('documents', row.file_name) : null,
    description: row.description,
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    translation_type: row.translation_type,
    specialization: row.specialization,
    hat_tur_id: row.hat_tur_id,
    hat_tur_name: row.hat_tur_name,
    legalisation_country: row.legalisation_country,
    legalisation_route: row.legalisation_route,
    ottoman_output: row.ottoman_output,
    page_count: row.page_count,
    legibility: row.legibility,
    name_sheet: row.name_sheet,
    completion_checklist: row.completion_checklist
      ? {
          confirmed_at: isoRequired(row.completion_checklist.confirmed_at),
          items: row.completion_checklist.items,
        }
      : null,
    delivery_date: row.delivery_date,
    status: row.status,
    is_paid: row.is_paid,
    output_files: currentOutputs(view.outputs).map((o) => toOutputFileDto(o, links)),
    output_upload_date: iso(row.output_upload_date),
    created_at: isoRequired(row.created_at),
    offers_count: Number(row.offers_count),
  };
}

/**
 * The customer gets the translation once the job is completed, and keeps the delivered files while a revision
 * is under way; before the first delivery, work in progress stays with the translator.
 */
export function customerMaySeeOutputs(job: { status: string }): boolean {
  return job.status === 'completed' || job.status === 'revision_requested';
}

export function toCustomerJobDto(row: JobRow, outputs: OutputRow[], links: LinkSigner): CustomerJobDto {
  const translatorName = fullName(row.translator_first_name, row.translator_surname);
  return {
    ...base(row, links, {
      fileVisible: true,
      // files deleted under the retention period leave nothing to download (file-retention module)
      outputs: customerMaySeeOutputs(row) && !row.files_deleted_at ? deliveredOutputs(outputs) : [],
    }),
    admin_price: money(row.admin_price),
    paid_at: iso(row.paid_at),
    payment_notified_at: iso(row.payment_notified_at),
    translator_name: translatorName,
    assigned_translator_id: row.assigned_translator_id,
    assigned_translator_name: translatorName,
  };
}

export function toMyOfferDto(offer: OfferRow): MyOfferDto {
  return {
    id: offer.id,
    job_id: offer.job_id,
    price: Number(offer.price),
    delivery_date: offer.delivery_date,
    created_at: isoRequired(offer.created_at),
    updated_at: isoRequired(offer.updated_at),
  };
}

/** A waiting job for translators: no customer data, no document link, no customer price. */
export function toOpenJobDto(
  row: JobRow,
  myOffer: OfferRow | undefined,
  document: DocumentFactsDto,
  links: LinkSigner,
): OpenJobDto {
  return {
    ...base(row, links, { fileVisible: false, outputs: [] }),
    my_offer: myOffer ? toMyOfferDto(myOffer) : null,
    document,
  };
}

/** The assigned translator reads the document once the customer has paid. */
export function toTranslatorJobDto(row: JobRow, outputs: OutputRow[], links: LinkSigner): TranslatorJobDto {
  return {
    ...base(row, links, { fileVisible: translatorMaySeeDocument(row), outputs }),
    translator_price: money(row.translator_price),
    assigned_at: iso(row.assigned_at),
    completed_at: iso(row.completed_at),
  };
}

export function translatorMaySeeDocument(row: Pick<JobRow, 'is_paid' | 'status'>): boolean {
  return (
    row.is_paid || row.status === 'in_progress' || row.status === 'revision_requested' || row.status === 'completed'
  );
}

export function toAdminOfferDto(offer: OfferRow): AdminOfferDto {
  const price = Number(offer.price);
  return {
    id: offer.id,
    job_id: offer.job_id,
    translator_id: offer.translator_id,
    translator_name: fullName(offer.translator_first_name, offer.translator_surname) ?? '',
    price,
    offer_price: price,
    delivery_date: offer.delivery_date,
    offer_delivery_date: offer.delivery_date,
    created_at: isoRequired(offer.created_at),
  };
}

export function toAdminJobDto(
  row: JobRowWithOwner,
  outputs: OutputRow[],
  offers: OfferRow[],
  links: LinkSigner,
): AdminJobDto {
  return {
    ...toCustomerJobDto(row, [], links),
    output_files: currentOutputs(outputs).map((o) => toOutputFileDto(o, links)),
    user_id: row.user_id,
    user_name: row.owner_name,
    user_surname: row.owner_surname,
    user_email: row.owner_email,
    translator_price: money(row.translator_price),
    offers: offers.map(toAdminOfferDto),
    hidden: row.hidden_at !== null,
    hidden_at: iso(row.hidden_at),
    assigned_at: iso(row.assigned_at),
    completed_at: iso(row.completed_at),
    version: row.version,
  };
}

export function toJobAuditDto(row: AuditRow): JobAuditDto {
  return {
    id: row.id,
    action: row.action,
    from_status: row.from_status,
    to_status: row.to_status,
    actor_id: row.actor_id,
    actor_name: fullName(row.actor_first_name, row.actor_surname),
    at: isoRequired(row.at),
  };
}

import type { Knex } from 'knex';

/**
 * Everything the data export reads about one account, each query limited to that account: the customer's own
 * jobs and what hangs on them, the translator's own offers, assigned work and payouts. Columns are listed, never
 * `*`: what another person gave us (a translator's price or identity on a customer's job, the customer on a
 * translator's job) stays out of the export.
 */
export function exportRepository(db: Knex) {
  return {
    account: (userId: number) =>
      db('users')
        .where({ id: userId })
        .first(
          'id',
          'name',
          'surname',
          'email',
          'pending_email',
          'role',
          'birth_date',
          'phone',
          'country',
          'city',
          'district',
          'address',
          'languages',
          'avatar_url',
          'locale',
          'email_verified_at',
          'email_notifications',
          'sms_notifications',
          'job_alerts',
          'created_at',
          'updated_at',
        ),
    translatorProfile: (userId: number) =>
      db('translator_profiles')
        .where({ user_id: userId })
        .first(
          'status',
          'education_level',
          'university_name',
          'university_department',
          'experience',
          'description',
          'cv_file',
          'reviewed_at',
          'created_at',
        ),
    billingDetails: (userId: number) =>
      db('billing_details')
        .where({ user_id: userId })
        .first('kind', 'full_name', 'tckn', 'company_name', 'vkn', 'tax_office', 'address', 'updated_at'),
    payoutDetails: (userId: number) =>
      db('payout_details').where({ user_id: userId }).first('account_holder', 'iban', 'updated_at'),
    certificates: (userId: number) =>
      db('certificates')
        .where({ user_id: userId })
        .orderBy('id')
        .select('id', 'file_name', 'mime', 'size', 'uploaded_at'),

    /** The customer's jobs, hidden ones too, without the translator's side of them. */
    customerJobs: (userId: number) =>
      db('jobs')
        .where({ user_id: userId })
        .orderBy('id')
        .select(
          'id',
          'file_name',
          'file_mime',
          'file_size',
          'description',
          'source_lang',
          'target_lang',
          'translation_type',
          'specialization',
          'hat_tur_name',
          'delivery_date',
          'customer_delivery_date',
          'status',
          'admin_price as price',
          'is_paid',
          'paid_at',
          'completed_at',
          'hidden_at',
          'ottoman_output',
          'page_count',
          'legibility',
          'name_sheet',
          'legalisation_country',
          'legalisation_route',
          'created_at',
          'updated_at',
        ),
    outputsOf: (jobIds: number[]) =>
      db('job_output_files')
        .whereIn('job_id', jobIds)
        .orderBy('id')
        .select('job_id', 'file_name', 'mime', 'size', 'uploaded_at'),
    /** Files the account uploaded to its jobs (receipts, revision material, message attachments). */
    attachmentsBy: (userId: number, jobIds: number[]) =>
      db('job_attachments')
        .whereIn('job_id', jobIds)
        .where({ uploaded_by: userId })
        .orderBy('id')
        .select('job_id', 'kind', 'file_name', 'mime', 'size', 'created_at'),
    /** The customer's threads with the office: the office's side is addressed to them; no staff names. */
    threadsOf: (jobIds: number[]) =>
      db('job_messages')
        .whereIn('job_id', jobIds)
        .orderBy('id')
        .select('job_id', 'author_side as side', 'body', 'created_at', 'read_at'),
    ratingsOf: (jobIds: number[]) =>
      db('job_ratings')
        .whereIn('job_id', jobIds)
        .orderBy('job_id')
        .select('job_id', 'stars', 'comment', 'answer', 'created_at', 'answered_at'),
    revisionRequestsBy: (userId: number) =>
      db('job_revision_requests')
        .where({ user_id: userId })
        .orderBy('id')
        .select('job_id', 'reason', 'created_at', 'reopened_at'),
    cardPaymentsBy: (userId: number) =>
      db('card_payments')
        .where({ user_id: userId })
        .orderBy('id')
        .select('job_id', 'price', 'currency', 'status', 'refunded_amount', 'created_at', 'paid_at'),
    receiptsOf: (jobIds: number[]) =>
      db('receipts')
        .whereIn('job_id', jobIds)
        .orderBy('id')
        .select('job_id', 'year', 'number', 'method', 'total', 'vat', 'vat_rate', 'content', 'issued_at'),
    testimonialsBy: (userId: number) =>
      db('testimonials')
        .where({ user_id: userId })
        .orderBy('id')
        .select('name', 'comment', 'stars', 'status', 'created_at'),

    /** The translator's offers: their own prices and dates, not the customer's job. */
    offersBy: (userId: number) =>
      db('offers')
        .where({ translator_id: userId })
        .orderBy('id')
        .select('job_id', 'price', 'delivery_date', 'created_at', 'updated_at'),
    /** Work assigned to the translator: what they were asked and paid, not who the customer is. */
    assignedJobs: (userId: number) =>
      db('jobs')
        .where({ assigned_translator_id: userId })
        .orderBy('id')
        .select(
          'id',
          'source_lang',
          'target_lang',
          'translation_type',
          'specialization',
          'delivery_date',
          'status',
          'translator_price as price',
          'assigned_at',
          'output_upload_date',
          'completed_at',
          'payout_id',
        ),
    payoutsTo: (userId: number) =>
      db('payouts')
        .where({ translator_id: userId })
        .orderBy('id')
        .select('id', 'paid_on', 'reference', 'amount', 'created_at'),

    consentsOf: (userId: number) =>
      db('privacy_consents')
        .where({ user_id: userId })
        .orderBy('id')
        .select('notice_version', 'given', 'source', 'ip', 'created_at'),
  };
}

export type ExportRepository = ReturnType<typeof exportRepository>;

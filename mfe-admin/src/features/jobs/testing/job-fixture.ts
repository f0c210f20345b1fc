import type { AdminJobDetailDto, AdminJobDto } from 'shared-ui';

/** An admin job with every field; override what a test is about. */
export function adminJob(over: Partial<AdminJobDto> = {}): AdminJobDto {
  const id = over.id ?? 1;
  return {
    id,
    code: `JOB-${String(id).padStart(6, '0')}`,
    file_name: '1700000000-belge.pdf',
    display_name: 'belge.pdf',
    file_url: '/api/download/job/x?sig=1',
    description: 'Tapu kaydı',
    source_lang: 'Osmanlıca',
    target_lang: 'Türkçe',
    translation_type: 'sworn',
    specialization: 'legal',
    hat_tur_id: null,
    hat_tur_name: null,
    legalisation_country: null,
    legalisation_route: null,
    ottoman_output: null,
    page_count: null,
    legibility: null,
    name_sheet: [],
    completion_checklist: null,
    delivery_date: '2099-05-01',
    status: 'waiting',
    is_paid: false,
    output_files: [],
    output_upload_date: null,
    created_at: '2026-01-02T10:00:00.000Z',
    offers_count: 0,
    admin_price: null,
    paid_at: null,
    payment_notified_at: null,
    translator_name: null,
    assigned_translator_id: null,
    assigned_translator_name: null,
    user_id: 3,
    user_name: 'Ali',
    user_surname: 'Veli',
    user_email: 'ali@example.com',
    translator_price: null,
    offers: [],
    hidden: false,
    hidden_at: null,
    assigned_at: null,
    completed_at: null,
    version: 4,
    ...over,
  };
}

export function adminJobDetail(over: Partial<AdminJobDetailDto> = {}): AdminJobDetailDto {
  return {
    ...adminJob(over),
    history: over.history ?? [],
    receipts: over.receipts ?? [],
    revision_requests: over.revision_requests ?? [],
    deadline_requests: over.deadline_requests ?? [],
  };
}

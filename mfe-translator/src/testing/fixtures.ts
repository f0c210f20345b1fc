import type { OpenJobDto, OutputFileDto, TranslatorJobDto, TranslatorOfferDto } from 'shared-ui';

const base = {
  file_name: '1700000000-tapu.pdf',
  display_name: 'tapu.pdf',
  description: 'Tapu kaydı, 2 sayfa',
  source_lang: 'Osmanlıca',
  target_lang: 'Türkçe',
  translation_type: 'sworn' as const,
  specialization: 'legal' as const,
  hat_tur_id: 1,
  hat_tur_name: 'Rika',
  legalisation_country: null,
  legalisation_route: null,
  ottoman_output: null,
  page_count: null,
  legibility: null,
  name_sheet: [],
  completion_checklist: null,
  is_paid: true,
  output_upload_date: null,
  created_at: '2030-01-01T09:00:00.000Z',
  offers_count: 1,
};

export const code = (id: number) => `JOB-${String(id).padStart(6, '0')}`;

export function outputFile(name: string, over: Partial<OutputFileDto> = {}): OutputFileDto {
  return {
    file_name: `1700000001-${name}`,
    display_name: name,
    uploaded_at: '2030-01-02T10:00:00.000Z',
    url: `/api/download/output/1700000001-${name}?sig=x`,
    delivered_at: null,
    replaced_at: null,
    ...over,
  };
}

export function assignedJob(id: number, over: Partial<TranslatorJobDto> = {}): TranslatorJobDto {
  return {
    ...base,
    id,
    code: code(id),
    file_url: `/api/download/documents/1700000000-tapu.pdf?sig=x`,
    delivery_date: '2031-05-20',
    status: 'in_progress',
    output_files: [],
    translator_price: 750,
    assigned_at: '2030-01-02T09:00:00.000Z',
    completed_at: null,
    ...over,
  };
}

export function openJob(id: number, over: Partial<OpenJobDto> = {}): OpenJobDto {
  return {
    ...base,
    id,
    code: code(id),
    file_url: null,
    delivery_date: '2031-05-20',
    status: 'waiting',
    document: { type: 'PDF', size: 245_760, pages: 3, words: 1250, preview: 'ready' },
    output_files: [],
    my_offer: null,
    ...over,
  };
}

export function myOffer(id: number, over: Partial<TranslatorOfferDto> = {}): TranslatorOfferDto {
  return {
    id,
    job_id: id,
    price: 500,
    delivery_date: '2031-05-18',
    created_at: '2030-01-01T10:00:00.000Z',
    updated_at: '2030-01-01T10:00:00.000Z',
    offer_price: 500,
    offer_delivery_date: '2031-05-18',
    is_assigned_to_me: false,
    job: {
      id,
      code: code(id),
      status: 'waiting',
      display_name: 'tapu.pdf',
      description: 'Tapu kaydı',
      source_lang: 'Osmanlıca',
      target_lang: 'Türkçe',
      translation_type: 'sworn',
      specialization: 'legal',
      hat_tur_name: null,
      delivery_date: '2031-05-20',
    },
    ...over,
  };
}

import {
  jobCode,
  translationTypeLabelsTr,
  type BillingDetailsDto,
  type SiteSettingsDto,
  type TranslationType,
} from 'shared-ui/contracts';

/** The KDV rate a receipt states; prices the office sets are totals with KDV included. */
export const RECEIPT_VAT_RATE = 20;

const translationTypeLabelsEn: Record<TranslationType, string> = {
  official: 'official document translation',
  sworn: 'sworn translation',
  notary: 'notarised translation',
  apostille: 'translation with apostille',
  consular: 'translation with consular legalisation',
};

export interface ReceiptLine {
  label_tr: string;
  label_en: string;
  /** Net of KDV, in kuruş. */
  kurus: number;
}

/** Everything a receipt says, frozen when it is issued (receipts.content): later edits do not rewrite it. */
export interface ReceiptContent {
  number: string;
  issued_on: string;
  method: 'card' | 'bank_transfer';
  office: { title: string; tax_office: string; tax_number: string; address: string };
  customer: {
    kind: 'individual' | 'company';
    name: string;
    company_name: string | null;
    id_number: string | null;
    tax_office: string | null;
    address: string | null;
    email: string;
  };
  job_code: string;
  lines: ReceiptLine[];
  net_kurus: number;
  vat_kurus: number;
  vat_rate: number;
  total_kurus: number;
}

export interface ReceiptFacts {
  number: string;
  issuedOn: string;
  method: ReceiptContent['method'];
  office: SiteSettingsDto;
  billing: BillingDetailsDto | null;
  user: { name: string; surname: string; email: string; address: string | null };
  job: { id: number; translation_type: TranslationType; source_lang: string; target_lang: string };
  totalKurus: number;
}

/** KDV contained in a total: total − total / (1 + rate), rounded to the kuruş. */
export function vatOf(totalKurus: number, rate: number): number {
  return totalKurus - Math.round((totalKurus * 100) / (100 + rate));
}

/**
 * The receipt's lines: the translation of the job, named by its kind (sworn, notarised, apostille); the final
 * price the office set is one amount, so the job is one line.
 */
export function receiptContentOf(f: ReceiptFacts): ReceiptContent {
  const vat = vatOf(f.totalKurus, RECEIPT_VAT_RATE);
  const net = f.totalKurus - vat;
  const code = jobCode(f.job.id);
  const languages = `${f.job.source_lang} → ${f.job.target_lang}`;
  const billing = f.billing;
  return {
    number: f.number,
    issued_on: f.issuedOn,
    method: f.method,
    office: {
      title: f.office.legal_title,
      tax_office: f.office.legal_tax_office,
      tax_number: f.office.legal_tax_number,
      address: f.office.legal_address,
    },
    customer: {
      kind: billing?.kind ?? 'individual',
      name: billing?.full_name ?? `${f.user.name} ${f.user.surname}`.trim(),
      company_name: billing?.company_name ?? null,
      id_number: billing ? (billing.kind === 'company' ? billing.vkn : billing.tckn) : null,
      tax_office: billing?.tax_office ?? null,
      address: billing?.address ?? f.user.address,
      email: f.user.email,
    },
    job_code: code,
    lines: [
      {
        label_tr: `${translationTypeLabelsTr[f.job.translation_type]} hizmeti, ${code}, ${languages}`,
        label_en: `${translationTypeLabelsEn[f.job.translation_type]}, ${code}, ${languages}`,
        kurus: net,
      },
    ],
    net_kurus: net,
    vat_kurus: vat,
    vat_rate: RECEIPT_VAT_RATE,
    total_kurus: f.totalKurus,
  };
}

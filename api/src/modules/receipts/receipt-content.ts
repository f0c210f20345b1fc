import {
  jobCode,
  type BillingDetailsDto,
  type PriceLine,
  type SiteSettingsDto,
  type TranslationType,
} from 'shared-ui/contracts';
import { netOfTotal, receiptLinesOf, type ReceiptLine } from './receipt-lines';

export type { ReceiptLine };

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
  /** The KDV rate in percent, as printed (18.5); receipts issued before rates had decimals hold a whole number. */
  vat_rate: number;
  /** The same rate in basis points, as the price list keeps it; absent on receipts issued before it was stored. */
  vat_bp?: number;
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
  /** The price list's KDV rate in force at the payment (basis points); prices are totals with KDV included. */
  vatBp: number;
  /** The lines of the estimate kept with the job (modules/pricing), or null when it was ordered without one. */
  estimateLines: PriceLine[] | null;
}

/**
 * What the receipt says: the price list's KDV taken out of the job's total, and the net amount split into the
 * lines the job's estimate was priced from (receipt-lines.ts), adding up exactly to the total.
 */
export function receiptContentOf(f: ReceiptFacts): ReceiptContent {
  const net = netOfTotal(f.totalKurus, f.vatBp);
  const code = jobCode(f.job.id);
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
    lines: receiptLinesOf({ ...f.job, code }, f.estimateLines, net),
    net_kurus: net,
    vat_kurus: f.totalKurus - net,
    vat_rate: f.vatBp / 100,
    vat_bp: f.vatBp,
    total_kurus: f.totalKurus,
  };
}

import type { Legibility, OttomanOutput } from './ottoman-intake';
import type { TranslationType } from './jobs';

/**
 * The office's price rules, pure: money is integer kuruş (1 ₺ = 100 kuruş) and rates are basis points
 * (1 % = 100 bp), so no floating point ever touches a price. The API's estimate (api/src/modules/pricing) and
 * the admin's price-list screen both compute with these functions.
 */

/** A surcharge: a share of the base price plus a fixed fee per document. */
export interface Surcharge {
  percent_bp: number;
  fixed_kurus: number;
}

export const urgencyDays = ['1', '2', '3'] as const;
export type UrgencyDays = (typeof urgencyDays)[number];

export interface SurchargeTable {
  translation_type: Record<TranslationType, Surcharge>;
  urgency: Record<UrgencyDays, Surcharge>;
  legibility: Record<Legibility, Surcharge>;
  ottoman_output: Record<OttomanOutput, Surcharge>;
}
export type SurchargeKind = keyof SurchargeTable;
export const surchargeKinds = ['translation_type', 'urgency', 'legibility', 'ottoman_output'] as const;

export interface PriceRules {
  surcharges: SurchargeTable;
  minimum_kurus: number;
  vat_bp: number;
}

/** What one order is priced on. `words` is null when the document's words cannot be counted (a scan). */
export interface PriceBasis {
  per_page_kurus: number;
  per_word_kurus: number;
  pages: number;
  words: number | null;
  translation_type: TranslationType;
  /** Whole days from today (Europe/Istanbul) to the delivery date; 0 is today. */
  days_until_due: number;
  legibility: Legibility | null;
  ottoman_output: OttomanOutput | null;
}

export type PriceLine =
  | { kind: 'words'; quantity: number; unit_kurus: number; amount_kurus: number }
  | { kind: 'pages'; quantity: number; unit_kurus: number; amount_kurus: number }
  | { kind: Exclude<SurchargeKind, 'urgency'>; key: string; amount_kurus: number }
  | { kind: 'urgency'; key: UrgencyDays; amount_kurus: number }
  | { kind: 'minimum'; amount_kurus: number }
  | { kind: 'vat'; rate_bp: number; amount_kurus: number };

export interface PriceBreakdown {
  lines: PriceLine[];
  subtotal_kurus: number;
  vat_kurus: number;
  total_kurus: number;
}

/** `amount × bp / 10 000`, rounded half up to a whole kuruş, in integers only. */
export function shareOf(amountKurus: number, bp: number): number {
  return Math.floor((amountKurus * bp + 5_000) / 10_000);
}

/** Delivery within 1, 2 or 3 days is urgent (today counts as within 1); later is not. */
export function urgencyOf(daysUntilDue: number): UrgencyDays | null {
  if (daysUntilDue <= 1) return '1';
  if (daysUntilDue === 2) return '2';
  if (daysUntilDue === 3) return '3';
  return null;
}

/**
 * Words are priced by the word when the group has a word price; otherwise, and for scans, by the page (Turkish
 * offices quote by the page, and an Ottoman manuscript has no countable words).
 */
function baseLine(basis: PriceBasis): PriceLine {
  if (basis.words !== null && basis.per_word_kurus > 0)
    return {
      kind: 'words',
      quantity: basis.words,
      unit_kurus: basis.per_word_kurus,
      amount_kurus: basis.words * basis.per_word_kurus,
    };
  return {
    kind: 'pages',
    quantity: basis.pages,
    unit_kurus: basis.per_page_kurus,
    amount_kurus: basis.pages * basis.per_page_kurus,
  };
}

const amountOf = (base: number, s: Surcharge) => shareOf(base, s.percent_bp) + s.fixed_kurus;

/**
 * The price of one order: the base, each surcharge as a share of the base (never of another surcharge) plus its
 * fixed fee, topped up to the minimum charge, then KDV on the whole. Zero lines are left out.
 */
export function priceOf(rules: PriceRules, basis: PriceBasis): PriceBreakdown {
  const base = baseLine(basis);
  const lines: PriceLine[] = [base];
  const add = (line: PriceLine) => {
    if (line.amount_kurus > 0) lines.push(line);
  };
  const s = rules.surcharges;
  const b = base.amount_kurus;
  add({
    kind: 'translation_type',
    key: basis.translation_type,
    amount_kurus: amountOf(b, s.translation_type[basis.translation_type]),
  });
  const urgency = urgencyOf(basis.days_until_due);
  if (urgency) add({ kind: 'urgency', key: urgency, amount_kurus: amountOf(b, s.urgency[urgency]) });
  if (basis.legibility)
    add({ kind: 'legibility', key: basis.legibility, amount_kurus: amountOf(b, s.legibility[basis.legibility]) });
  if (basis.ottoman_output)
    add({
      kind: 'ottoman_output',
      key: basis.ottoman_output,
      amount_kurus: amountOf(b, s.ottoman_output[basis.ottoman_output]),
    });
  const beforeMinimum = lines.reduce((sum, l) => sum + l.amount_kurus, 0);
  add({ kind: 'minimum', amount_kurus: Math.max(0, rules.minimum_kurus - beforeMinimum) });
  const subtotal = Math.max(beforeMinimum, rules.minimum_kurus);
  const vat = shareOf(subtotal, rules.vat_bp);
  lines.push({ kind: 'vat', rate_bp: rules.vat_bp, amount_kurus: vat });
  return { lines, subtotal_kurus: subtotal, vat_kurus: vat, total_kurus: subtotal + vat };
}

/** Kuruş as the API's money: TRY with two decimals. */
export function liraOf(kurus: number): number {
  return kurus / 100;
}

/** Lira as typed or sent (two decimals at most) to kuruş, exactly. */
export function kurusOf(lira: number): number {
  return Math.round(lira * 100);
}

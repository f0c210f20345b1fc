import { priceLineLabel, type PriceLine, type TranslationType } from 'shared-ui/contracts';

/**
 * A receipt's lines from the job's estimate (modules/pricing): the parts the price list priced it from — the
 * translation, the sworn/notary/apostille surcharge and the urgency — in the shares the estimate gave them,
 * scaled to the final price the office set. Integer kuruş only: the lines add up exactly to the net amount.
 */

export type ReceiptPart = 'translation' | 'sworn' | 'notary' | 'apostille' | 'consular' | 'urgency';

export interface ReceiptLine {
  label_tr: string;
  label_en: string;
  /** Net of KDV, in kuruş. */
  kurus: number;
}

/** Money as the database gives it ("1200.50", a numeric column) to kuruş, without going through a float. */
export function kurusOfDecimal(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount of money: ${text}`);
  const [, sign, lira = '0', fraction = ''] = match;
  const kurus = Number(lira) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -kurus : kurus;
}

/** Kuruş as a numeric column takes it: 120050 → "1200.50" (non-negative amounts). */
export function decimalOfKurus(kurus: number): string {
  return `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
}

/** The net amount inside a total with KDV at `vatBp` basis points: total × 10 000 / (10 000 + bp), half up. */
export function netOfTotal(totalKurus: number, vatBp: number): number {
  const total = BigInt(totalKurus);
  const divisor = BigInt(10_000 + vatBp);
  return Number((total * 20_000n + divisor) / (2n * divisor));
}

/** Which receipt line an estimate line belongs to; KDV is the receipt's own line, not a part. */
function partOf(line: PriceLine): ReceiptPart | null {
  if (line.kind === 'vat') return null;
  if (line.kind === 'urgency') return 'urgency';
  if (line.kind === 'translation_type' && line.key !== 'official') return line.key as ReceiptPart;
  // the base, the official-document surcharge, legibility, output style and the minimum top-up are the translation
  return 'translation';
}

/** The estimate's net amount per part, in the order a receipt lists them; parts of zero are left out. */
export function partsOf(lines: PriceLine[]): { part: ReceiptPart; weight: number; line: PriceLine }[] {
  const order: ReceiptPart[] = ['translation', 'sworn', 'notary', 'apostille', 'consular', 'urgency'];
  return order.flatMap((part) => {
    const mine = lines.filter((l) => partOf(l) === part);
    const weight = mine.reduce((sum, l) => sum + l.amount_kurus, 0);
    const first = mine[0];
    return first && weight > 0 ? [{ part, weight, line: first }] : [];
  });
}

/**
 * Splits `amount` in proportion to `weights` (largest remainder): every share is whole kuruş, the shares add up to
 * `amount` exactly, and no share is off by more than one kuruş from its exact proportion.
 */
export function apportion(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) throw new Error('apportion needs a positive total weight');
  const big = BigInt(amount);
  const exact = weights.map((w) => big * BigInt(w));
  const shares = exact.map((e) => e / BigInt(total));
  let left = amount - shares.reduce((sum, s) => sum + Number(s), 0);
  const byRemainder = exact
    .map((e, i) => ({ i, remainder: e % BigInt(total) }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(Number);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    result[i] = (result[i] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

const translationTypeLabelsEn: Record<TranslationType, string> = {
  official: 'Official document translation',
  sworn: 'Sworn translation',
  notary: 'Notarised translation',
  apostille: 'Translation with apostille',
  consular: 'Translation with consular legalisation',
};
const translationTypeLabelsTr: Record<TranslationType, string> = {
  official: 'Resmi belge çevirisi',
  sworn: 'Yeminli çeviri',
  notary: 'Noter tasdikli çeviri',
  apostille: 'Apostil tasdikli çeviri',
  consular: 'Konsolosluk onaylı çeviri',
};

export interface ReceiptJob {
  code: string;
  translation_type: TranslationType;
  source_lang: string;
  target_lang: string;
}

/**
 * The receipt's lines for `netKurus`: one per part of the estimate kept with the job, or — for a job ordered
 * without one (the spec's upload) — the whole amount as one line named by the job's kind of translation.
 */
export function receiptLinesOf(job: ReceiptJob, estimate: PriceLine[] | null, netKurus: number): ReceiptLine[] {
  const about = `${job.code}, ${job.source_lang} → ${job.target_lang}`;
  const parts = estimate ? partsOf(estimate) : [];
  if (!parts.length)
    return [
      {
        label_tr: `${translationTypeLabelsTr[job.translation_type]} hizmeti, ${about}`,
        label_en: `${translationTypeLabelsEn[job.translation_type]}, ${about}`,
        kurus: netKurus,
      },
    ];
  const shares = apportion(
    netKurus,
    parts.map((p) => p.weight),
  );
  return parts.map(({ part, line }, i) => ({
    label_tr: part === 'translation' ? `Çeviri hizmeti, ${about}` : priceLineLabel(line, 'tr'),
    label_en: part === 'translation' ? `Translation, ${about}` : priceLineLabel(line, 'en'),
    kurus: shares[i] ?? 0,
  }));
}

import type { PriceLine } from 'shared-ui/contracts';
import { apportion, decimalOfKurus, kurusOfDecimal, netOfTotal, receiptLinesOf } from './receipt-lines';

const job = { code: 'JOB-000042', translation_type: 'sworn' as const, source_lang: 'Türkçe', target_lang: 'İngilizce' };
const sum = (lines: { kurus: number }[]) => lines.reduce((s, l) => s + l.kurus, 0);

describe('money as the database keeps it', () => {
  it('reads a numeric column into kuruş exactly, whatever a float would make of it', () => {
    expect(kurusOfDecimal('1200.00')).toBe(120_000);
    expect(kurusOfDecimal('0.29')).toBe(29);
    expect(kurusOfDecimal('1234.5')).toBe(123_450);
    expect(kurusOfDecimal('7')).toBe(700);
    expect(kurusOfDecimal(19.99)).toBe(1999);
    expect(() => kurusOfDecimal('12,50')).toThrow();
  });

  it('writes kuruş back with two decimals', () => {
    expect(decimalOfKurus(120_050)).toBe('1200.50');
    expect(decimalOfKurus(7)).toBe('0.07');
    expect(decimalOfKurus(0)).toBe('0.00');
  });
});

describe('the KDV inside a total', () => {
  it('takes the net out at the price list’s rate, half up, in basis points', () => {
    expect(netOfTotal(120_000, 2000)).toBe(100_000);
    expect(netOfTotal(100, 2000)).toBe(83); // 83.33
    expect(netOfTotal(100_000, 1850)).toBe(84_388); // 84 388.18
    expect(netOfTotal(101, 2000)).toBe(84); // 84.17
    expect(netOfTotal(5, 10_000)).toBe(3); // 2.5 → 3
    expect(netOfTotal(12_345, 0)).toBe(12_345);
    expect(netOfTotal(0, 2000)).toBe(0);
  });
});

describe('apportioning an amount', () => {
  it('gives whole kuruş that add up exactly, the odd kuruş to the largest remainders', () => {
    expect(apportion(250_000, [120_000, 24_000, 120_000])).toEqual([113_637, 22_727, 113_636]);
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(0, [5, 7])).toEqual([0, 0]);
    expect(apportion(99_999_999_999, [999_999_999, 1])).toEqual([99_999_999_899, 100]);
  });

  it('adds up for any split', () => {
    for (let amount = 0; amount < 2000; amount += 37)
      for (const weights of [[3], [1, 2], [7, 11, 13], [100_000, 1, 1, 1]])
        expect(apportion(amount, weights).reduce((s, x) => s + x, 0)).toBe(amount);
  });
});

describe('the receipt’s lines', () => {
  const estimate: PriceLine[] = [
    { kind: 'pages', quantity: 4, unit_kurus: 30_000, amount_kurus: 120_000 },
    { kind: 'translation_type', key: 'sworn', amount_kurus: 24_000 },
    { kind: 'urgency', key: '1', amount_kurus: 120_000 },
    { kind: 'vat', rate_bp: 2000, amount_kurus: 52_800 },
  ];

  it('follows the estimate’s parts, scaled to the final price, adding up to the net exactly', () => {
    const lines = receiptLinesOf(job, estimate, 250_000);
    expect(lines).toEqual([
      {
        label_tr: 'Çeviri hizmeti, JOB-000042, Türkçe → İngilizce',
        label_en: 'Translation, JOB-000042, Türkçe → İngilizce',
        kurus: 113_637,
      },
      { label_tr: 'Yeminli tercüme farkı', label_en: 'Sworn translation surcharge', kurus: 22_727 },
      { label_tr: 'Acil teslim (1 gün içinde)', label_en: 'Urgent delivery (within 1 day)', kurus: 113_636 },
    ]);
    expect(sum(lines)).toBe(250_000);
  });

  it('counts legibility, output style and the minimum top-up as translation, and names notary and apostille', () => {
    const lines = receiptLinesOf(
      { ...job, translation_type: 'apostille' },
      [
        { kind: 'words', quantity: 21, unit_kurus: 120, amount_kurus: 2520 },
        { kind: 'legibility', key: 'faded', amount_kurus: 630 },
        { kind: 'ottoman_output', key: 'simplification', amount_kurus: 504 },
        { kind: 'translation_type', key: 'apostille', amount_kurus: 100_504 },
        { kind: 'minimum', amount_kurus: 0 },
        { kind: 'vat', rate_bp: 2000, amount_kurus: 20_832 },
      ],
      104_158,
    );
    expect(lines.map((l) => [l.label_en, l.kurus])).toEqual([
      ['Translation, JOB-000042, Türkçe → İngilizce', 3654],
      ['Sworn translation, notary certification and apostille', 100_504],
    ]);
  });

  it('names notarised work and leaves out an official document’s zero surcharge', () => {
    const notary = receiptLinesOf(
      { ...job, translation_type: 'notary' },
      [
        { kind: 'pages', quantity: 1, unit_kurus: 30_000, amount_kurus: 30_000 },
        { kind: 'translation_type', key: 'notary', amount_kurus: 46_000 },
        { kind: 'vat', rate_bp: 2000, amount_kurus: 15_200 },
      ],
      76_000,
    );
    expect(notary.map((l) => l.label_tr)).toEqual([
      'Çeviri hizmeti, JOB-000042, Türkçe → İngilizce',
      'Yeminli tercüme ve noter onayı',
    ]);
    const official = receiptLinesOf(
      { ...job, translation_type: 'official' },
      [
        { kind: 'pages', quantity: 1, unit_kurus: 30_000, amount_kurus: 30_000 },
        { kind: 'minimum', amount_kurus: 20_000 },
        { kind: 'vat', rate_bp: 2000, amount_kurus: 10_000 },
      ],
      50_000,
    );
    expect(official).toHaveLength(1);
    expect(official[0]?.kurus).toBe(50_000);
  });

  it('is one line named by the kind of translation when the job was ordered without an estimate', () => {
    expect(receiptLinesOf(job, null, 84_388)).toEqual([
      {
        label_tr: 'Yeminli çeviri hizmeti, JOB-000042, Türkçe → İngilizce',
        label_en: 'Sworn translation, JOB-000042, Türkçe → İngilizce',
        kurus: 84_388,
      },
    ]);
  });
});

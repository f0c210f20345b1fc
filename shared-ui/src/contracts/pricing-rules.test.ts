import { priceOf, shareOf, urgencyOf, type PriceBasis, type PriceRules, type Surcharge } from './pricing-rules';
import { priceLineLabel } from './pricing-labels';

const none: Surcharge = { percent_bp: 0, fixed_kurus: 0 };
const rules: PriceRules = {
  surcharges: {
    translation_type: {
      official: none,
      sworn: { percent_bp: 2000, fixed_kurus: 0 },
      notary: { percent_bp: 2000, fixed_kurus: 40_000 },
      apostille: { percent_bp: 2000, fixed_kurus: 100_000 },
      consular: { percent_bp: 2000, fixed_kurus: 150_000 },
    },
    urgency: {
      '1': { percent_bp: 10_000, fixed_kurus: 0 },
      '2': { percent_bp: 5000, fixed_kurus: 0 },
      '3': { percent_bp: 2500, fixed_kurus: 0 },
    },
    legibility: {
      clear: none,
      faded: { percent_bp: 2500, fixed_kurus: 0 },
      partly_illegible: { percent_bp: 5000, fixed_kurus: 0 },
    },
    ottoman_output: {
      transcription_plain: none,
      transcription_diacritics: { percent_bp: 3000, fixed_kurus: 0 },
      simplification: { percent_bp: 2000, fixed_kurus: 0 },
      translation: { percent_bp: 4000, fixed_kurus: 0 },
    },
  },
  minimum_kurus: 0,
  vat_bp: 2000,
};
const basis: PriceBasis = {
  per_page_kurus: 30_000,
  per_word_kurus: 120,
  pages: 2,
  words: null,
  translation_type: 'official',
  days_until_due: 10,
  legibility: null,
  ottoman_output: null,
};
const amountOf = (kind: string, b: Partial<PriceBasis>, r: PriceRules = rules) =>
  priceOf(r, { ...basis, ...b }).lines.find((l) => l.kind === kind)?.amount_kurus;

describe('pricing rules', () => {
  it('prices a scan by the page: pages × page price, then 20 % KDV', () => {
    const price = priceOf(rules, basis);
    expect(price.lines.map((l) => [l.kind, l.amount_kurus])).toEqual([
      ['pages', 60_000],
      ['vat', 12_000],
    ]);
    expect(price).toMatchObject({ subtotal_kurus: 60_000, vat_kurus: 12_000, total_kurus: 72_000 });
  });

  it('prices a counted text by the word when the group has a word price', () => {
    expect(priceOf(rules, { ...basis, words: 501 }).lines[0]).toEqual({
      kind: 'words',
      quantity: 501,
      unit_kurus: 120,
      amount_kurus: 60_120,
    });
  });

  it('prices by the page when the group has no word price, even with counted words', () => {
    expect(priceOf(rules, { ...basis, words: 501, per_word_kurus: 0 }).lines[0]).toMatchObject({ kind: 'pages' });
  });

  it('adds the sworn surcharge as a share of the base', () => {
    expect(amountOf('translation_type', { translation_type: 'sworn' })).toBe(12_000);
  });

  it('adds the notary fee per document on top of its share', () => {
    expect(amountOf('translation_type', { translation_type: 'notary' })).toBe(12_000 + 40_000);
  });

  it('adds the apostille fee per document on top of its share', () => {
    expect(amountOf('translation_type', { translation_type: 'apostille' })).toBe(12_000 + 100_000);
  });

  it('leaves out a surcharge of zero (an official document)', () => {
    expect(amountOf('translation_type', { translation_type: 'official' })).toBeUndefined();
  });

  it.each([
    [0, 60_000],
    [1, 60_000],
    [2, 30_000],
    [3, 15_000],
    [4, undefined],
  ])('charges urgency for delivery in %i days: %p', (days, expected) => {
    expect(amountOf('urgency', { days_until_due: days })).toBe(expected);
  });

  it('maps days until delivery to the urgency bands 1, 2 and 3', () => {
    expect([0, 1, 2, 3, 4, 30].map(urgencyOf)).toEqual(['1', '1', '2', '3', null, null]);
  });

  it.each([
    ['faded', 15_000],
    ['partly_illegible', 30_000],
    ['clear', undefined],
  ] as const)('adds the legibility surcharge for %s', (legibility, expected) => {
    expect(amountOf('legibility', { legibility })).toBe(expected);
  });

  it.each([
    ['transcription_diacritics', 18_000],
    ['simplification', 12_000],
    ['translation', 24_000],
    ['transcription_plain', undefined],
  ] as const)('adds the Ottoman output surcharge for %s', (ottoman_output, expected) => {
    expect(amountOf('ottoman_output', { ottoman_output })).toBe(expected);
  });

  it('takes every surcharge as a share of the base, never of another surcharge', () => {
    const price = priceOf(rules, { ...basis, translation_type: 'sworn', days_until_due: 2, legibility: 'faded' });
    expect(price.subtotal_kurus).toBe(60_000 + 12_000 + 30_000 + 15_000);
  });

  it('tops a small order up to the minimum charge before KDV', () => {
    const price = priceOf({ ...rules, minimum_kurus: 100_000 }, basis);
    expect(price.lines.find((l) => l.kind === 'minimum')?.amount_kurus).toBe(40_000);
    expect(price).toMatchObject({ subtotal_kurus: 100_000, vat_kurus: 20_000, total_kurus: 120_000 });
  });

  it('adds no minimum line when the order already reaches the minimum', () => {
    const price = priceOf({ ...rules, minimum_kurus: 60_000 }, basis);
    expect(price.lines.some((l) => l.kind === 'minimum')).toBe(false);
  });

  it('rounds a share half up to a whole kuruş', () => {
    expect(shareOf(1, 5000)).toBe(1);
    expect(shareOf(1, 4999)).toBe(0);
    expect(shareOf(333, 2000)).toBe(67);
  });

  it('rounds KDV to a whole kuruş and keeps the total the sum of its lines', () => {
    const price = priceOf({ ...rules, vat_bp: 1800 }, { ...basis, words: 7, per_word_kurus: 111 });
    expect(price.vat_kurus).toBe(140); // 777 × 18 % = 139.86
    expect(price.total_kurus).toBe(price.lines.reduce((s, l) => s + l.amount_kurus, 0));
  });

  it('charges no KDV at a rate of zero', () => {
    expect(priceOf({ ...rules, vat_bp: 0 }, basis).total_kurus).toBe(60_000);
  });

  it('labels the lines in Turkish and in English', () => {
    const [base, vat] = priceOf(rules, basis).lines;
    expect(base && priceLineLabel(base, 'tr')).toBe('Çeviri: 2 sayfa × ₺300,00');
    expect(base && priceLineLabel(base, 'en')).toBe('Translation: 2 pages × ₺300.00');
    expect(vat && priceLineLabel(vat, 'tr')).toBe('KDV (%20)');
    expect(vat && priceLineLabel(vat, 'en')).toBe('VAT (20%)');
    expect(priceLineLabel({ kind: 'urgency', key: '1', amount_kurus: 1 }, 'en')).toBe('Urgent delivery (within 1 day)');
  });
});

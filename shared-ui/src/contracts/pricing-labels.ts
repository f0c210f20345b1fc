import type { Locale } from './messages';
import type { PriceLine } from './pricing-rules';

/** The estimate's lines in the reader's language: the API labels them, the admin screen labels stored ones. */
const words: Record<Locale, Record<string, string>> = {
  tr: {
    words: 'Çeviri: {q} kelime × {unit}',
    pages: 'Çeviri: {q} sayfa × {unit}',
    official: 'Resmi belge çevirisi',
    sworn: 'Yeminli tercüme farkı',
    notary: 'Yeminli tercüme ve noter onayı',
    apostille: 'Yeminli tercüme, noter onayı ve apostil',
    consular: 'Yeminli tercüme, noter, Dışişleri ve konsolosluk onayı',
    urgency: 'Acil teslim ({days} içinde)',
    day: '{n} gün',
    days: '{n} gün',
    clear: 'Okunaklılık: net',
    faded: 'Okunaklılık: soluk ya da hasarlı',
    partly_illegible: 'Okunaklılık: kısmen okunaksız',
    transcription_diacritics: 'Çıktı: işaretli çeviriyazı',
    transcription_plain: 'Çıktı: işaretsiz çeviriyazı',
    simplification: 'Çıktı: sadeleştirme',
    translation: 'Çıktı: başka bir dile çeviri',
    minimum: 'Asgari ücrete tamamlama',
    vat: 'KDV (%{rate})',
  },
  en: {
    words: 'Translation: {q} words × {unit}',
    pages: 'Translation: {q} pages × {unit}',
    official: 'Official document translation',
    sworn: 'Sworn translation surcharge',
    notary: 'Sworn translation and notary certification',
    apostille: 'Sworn translation, notary certification and apostille',
    consular: 'Sworn translation, notary, Foreign Ministry and consular legalisation',
    urgency: 'Urgent delivery (within {days})',
    day: '{n} day',
    days: '{n} days',
    clear: 'Legibility: clear',
    faded: 'Legibility: faded or damaged',
    partly_illegible: 'Legibility: partly illegible',
    transcription_diacritics: 'Output: transcription with diacritics',
    transcription_plain: 'Output: transcription without diacritics',
    simplification: 'Output: simplification',
    translation: 'Output: translation into another language',
    minimum: 'Top-up to the minimum charge',
    vat: 'VAT ({rate}%)',
  },
};

const intl = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'tr-TR');

/** Made once per language: building an Intl formatter costs far more than formatting with it. */
const liras = new Map<Locale, Intl.NumberFormat>();
const numbers = new Map<Locale, Intl.NumberFormat>();
const kept = (store: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions = {}) => {
  let format = store.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intl(locale), options);
    store.set(locale, format);
  }
  return format;
};

/** Kuruş as ₺ in the reader's language: "1.234,50 ₺" / "₺1,234.50". */
export function formatKurus(kurus: number, locale: Locale): string {
  return kept(liras, locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(
    kurus / 100,
  );
}

export function priceLineLabel(line: PriceLine, locale: Locale): string {
  const table = words[locale];
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  switch (line.kind) {
    case 'words':
    case 'pages':
      return fill(table[line.kind] ?? '', {
        q: kept(numbers, locale).format(line.quantity),
        unit: formatKurus(line.unit_kurus, locale),
      });
    case 'urgency':
      return fill(table.urgency ?? '', { days: fill(table[line.key === '1' ? 'day' : 'days'] ?? '', { n: line.key }) });
    case 'minimum':
      return table.minimum ?? '';
    case 'vat':
      return fill(table.vat ?? '', { rate: kept(numbers, locale).format(line.rate_bp / 100) });
    default:
      return table[line.key] ?? line.key;
  }
}

import type { priceEstimateTr } from './tr';

/** The instant estimate's English texts (namespace `priceEstimate`). */
export const priceEstimateEn: typeof priceEstimateTr = {
  title: 'Price estimate',
  chooseFile: 'Choose a document and we show the estimated price here.',
  fillFields: 'Choose the languages, the translation type and the delivery date for an estimate.',
  loading: 'Counting your document and working out the estimate…',
  failed: 'The estimate could not be worked out just now. You can still order; the office will price it.',
  summary: 'Estimated price: {{total}} (VAT incl.) · estimated delivery: {{due}}',
  counted: 'Counted in the document: {{pages}}',
  countedWords: 'Counted in the document: {{pages}} · {{words}}',
  given: 'Page count you gave: {{pages}}',
  pages_one: '{{count}} page',
  pages_other: '{{count}} pages',
  words_one: '{{count}} word',
  words_other: '{{count}} words',
  pageCount: 'Number of pages (for the estimate)',
  how: 'How it was worked out',
  final: 'This is an estimate: the office sets the final price once it has looked at your order.',
};

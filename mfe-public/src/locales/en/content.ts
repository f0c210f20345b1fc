/** About, static pages, service pages and the not-found screen (spec 2.5, 2.1). */
export const contentEn = {
  about: {
    title: 'About us',
    loadFailed: 'The about text could not be loaded. Please try again later.',
  },
  loading: 'Loading content…',
  loadFailed: 'The content could not be loaded.',
  notFound: 'Page not found.',
  notFoundHint: 'The page you are looking for may have been moved or removed.',
  backHome: 'Back to the home page',
  quoteCta: 'Get a quote for this service',
  quoteCtaText: 'Upload your document; our translators start most orders within 20 minutes.',
  quoteButton: 'Get a quote',
  dateConverterCta: 'Convert the dates in your document',
  dateConverterText:
    'Turn Hijri and Rûmî (Mâlî) dates into Gregorian ones; the result also gives the weekday and what to watch out for.',
  dateConverterLink: 'Date converter',
} as const;

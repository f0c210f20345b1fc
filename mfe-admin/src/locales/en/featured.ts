import type { FeaturedResources } from '../tr/featured';

export const featuredEn: FeaturedResources = {
  title: 'Translator Page',
  intro: 'Choose the translators shown in the “Our translators” block of the home page (at most {{max}}).',
  caption: 'Approved translators and whether they are featured',
  count: 'Featured: {{count}} / {{max}}',
  loadFailed: 'The translators could not be loaded.',
  empty: 'No approved translators.',
  col: {
    name: 'Name',
    university: 'University',
    languages: 'Languages',
    experience: 'Experience',
    status: 'Status',
    action: 'Action',
  },
  featured: 'Featured',
  none: '—',
  feature: 'Feature',
  unfeature: 'Unfeature',
  failed: 'Server error',
};

import type { ServicesResources } from '../tr/services';

export const servicesEn: ServicesResources = {
  title: 'Our Services',
  intro: 'Add service pages (/services/…) and edit their titles and their Turkish and English content.',
  loadFailed: 'The services could not be loaded.',
  fillAll: 'Fill in all fields.',
  created: 'New service added.',
  updated: 'Page updated successfully.',
  deleted: 'Service deleted.',
  failed: 'Server error',
  fields: {
    titleTr: 'Turkish title',
    titleEn: 'English title',
  },
  add: {
    title: 'New service',
    slug: 'Slug',
    slugHint: 'Address: /services/… — lower-case letters, digits and hyphens.',
    submit: 'Add service',
  },
  list: {
    title: 'Services',
    empty: 'No services yet.',
    newTab: '(opens in a new tab)',
    edit: 'Edit',
    delete: 'Delete',
  },
  edit: {
    title: 'Edit service: {{slug}}',
    close: 'Close',
    langTabs: 'Content language',
    tr: 'Turkish',
    en: 'English',
    langHint: 'Each language is saved on its own: save before switching the language.',
    content: 'Content ({{lang}})',
    save: 'Save',
  },
  confirm: {
    title: 'Delete this service?',
    message: 'The service “{{title}}” and its content in both languages will be deleted. This cannot be undone.',
  },
};

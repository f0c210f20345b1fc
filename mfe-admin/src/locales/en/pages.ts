import type { PagesResources } from '../tr/pages';

export const pagesEn: PagesResources = {
  title: 'Page Management',
  intro: 'Create and edit the static pages published on the site at /sayfa/….',
  loadFailed: 'The pages could not be loaded.',
  saved: 'Page saved.',
  saveFailed: 'Could not be saved.',
  deleted: 'Page deleted.',
  deleteFailed: 'Could not be deleted.',
  form: {
    createTitle: 'New page',
    editTitle: 'Edit page',
    title: 'Title',
    slug: 'Slug',
    slugHint: 'Address: /sayfa/{{slug}} — lower-case letters, digits and hyphens.',
    content: 'Content',
    english: 'English version',
    englishHint: 'Where a field is left empty, English readers see the Turkish.',
    titleEn: 'Title (English)',
    contentEn: 'Content (English)',
    create: 'Create page',
    save: 'Save changes',
    cancelEdit: 'Stop editing',
  },
  list: {
    title: 'Pages',
    empty: 'No pages yet.',
    newTab: '(opens in a new tab)',
    preview: 'Preview',
    edit: 'Edit',
    delete: 'Delete',
  },
  preview: {
    title: 'Preview: {{title}}',
    empty: 'This page has no content.',
  },
  confirm: {
    title: 'Delete this page?',
    message: 'The page “{{title}}” will be deleted. This cannot be undone.',
  },
};

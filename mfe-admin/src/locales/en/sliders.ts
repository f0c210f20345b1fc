import type { SlidersResources } from '../tr/sliders';

export const slidersEn: SlidersResources = {
  title: 'Slider Editing',
  intro: 'Add, edit, order and publish the slides of the home page slider.',
  form: {
    createTitle: 'New slide',
    editTitle: 'Edit slide',
    image: 'Image address',
    imageHint: 'An https://… address or the path of an uploaded image (/uploads/…).',
    upload: 'Upload image',
    uploading: 'Uploading',
    imagePreview: 'Chosen image',
    titleEn: 'English title (optional)',
    descriptionEn: 'English caption (optional)',
    title: 'Title',
    description: 'Description',
    link: 'Link',
    linkHint: 'Optional: a site path such as /quote, or an https://… address.',
    category: 'Category',
    categoryEn: 'English category (optional)',
    titleColor: 'Title colour',
    descColor: 'Description colour',
    published: 'Published',
    create: 'Add slide',
    save: 'Save changes',
    cancelEdit: 'Stop editing',
  },
  published: {
    title: 'Published slides',
    countLabel: 'Published slides:',
    empty: 'No slide is published.',
  },
  list: {
    title: 'All slides',
    empty: 'There are no slides yet.',
    hint: 'Drag a card by its handle to change the order (keyboard: Space on the handle, arrows, Space). The new order is saved at once.',
  },
  card: {
    move: 'Move: {{title}} (position {{position}})',
    active: 'Active',
    inactive: 'Inactive',
    edit: 'Edit',
    delete: 'Delete',
    publish: 'Publish',
  },
  dnd: {
    instructions:
      'To move, press Space or Enter, choose the place with the arrow keys, press Space or Enter again to drop, or Escape to cancel.',
    start: 'Moving “{{title}}”, now at position {{position}}.',
    over: '“{{title}}” is over position {{position}}.',
    end: '“{{title}}” dropped at position {{position}}.',
    cancel: '“{{title}}” was not moved.',
  },
  confirm: {
    title: 'Delete this slide?',
    message: 'The slide “{{title}}” will be deleted. This cannot be undone.',
  },
};

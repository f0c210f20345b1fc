import type { LanguagesResources } from '../tr/languages';

export const languagesEn: LanguagesResources = {
  title: 'Languages',
  intro:
    'Manage the source and target languages of the order form. Open the Osmanlıca (Ottoman Turkish) row to edit its script types.',
  nameEn: 'English name (optional)',
  name: 'Language name',
  add: 'Add language',
  listLabel: 'Languages',
  empty: 'No languages yet.',
  delete: 'Delete',
  scripts: {
    toggle: 'Script types',
    title: 'Script types',
    empty: 'No script types yet.',
    nameEn: 'English name (optional)',
    name: 'Script type name',
    add: 'Add script type',
  },
  confirm: {
    languageTitle: 'Delete this language?',
    scriptTitle: 'Delete this script type?',
    message: '“{{name}}” will be deleted. This cannot be undone.',
  },
};

import type { LanguageDto } from '../contracts';

/** The seeded languages as GET /public/languages answers them: Turkish names with the admin's English ones. */
export const languagesFixture: LanguageDto[] = [
  { id: 1, name: 'Osmanlıca', name_en: 'Ottoman Turkish' },
  { id: 2, name: 'Türkçe', name_en: 'Turkish' },
  { id: 3, name: 'İngilizce', name_en: 'English' },
  { id: 4, name: 'Almanca', name_en: 'German' },
  { id: 5, name: 'Arapça', name_en: null },
];

import type { Knex } from 'knex';
import { deleteCounted } from '../delete-count';
import type { LanguageDto, ScriptTypeDto } from 'shared-ui/contracts';

export function languagesRepository(db: Knex) {
  return {
    listLanguages: (): Promise<LanguageDto[]> =>
      db('languages').select<LanguageDto[]>('id', 'name', 'name_en').orderBy('id'),
    findLanguage: (id: number): Promise<LanguageDto | undefined> =>
      db('languages').where({ id }).first<LanguageDto | undefined>('id', 'name', 'name_en'),
    languageNamed: (name: string): Promise<LanguageDto | undefined> =>
      db('languages')
        .whereRaw('lower(name) = lower(?)', [name])
        .first<LanguageDto | undefined>('id', 'name', 'name_en'),
    insertLanguage: async (name: string, nameEn: string | null): Promise<LanguageDto> => {
      const [row] = await db('languages')
        .insert({ name, name_en: nameEn })
        .returning<LanguageDto[]>(['id', 'name', 'name_en']);
      return row as LanguageDto;
    },
    removeLanguage: (id: number): Promise<number> => deleteCounted(db('languages').where({ id })),

    listScriptTypes: (languageId: number): Promise<ScriptTypeDto[]> =>
      db('hat_turleri')
        .where({ language_id: languageId })
        .select<ScriptTypeDto[]>('id', 'name', 'name_en', 'language_id')
        .orderBy('id'),
    scriptTypeNamed: (languageId: number, name: string): Promise<{ id: number } | undefined> =>
      db('hat_turleri')
        .where({ language_id: languageId })
        .whereRaw('lower(name) = lower(?)', [name])
        .first<{ id: number } | undefined>('id'),
    insertScriptType: async (languageId: number, name: string, nameEn: string | null): Promise<ScriptTypeDto> => {
      const [row] = await db('hat_turleri')
        .insert({ language_id: languageId, name, name_en: nameEn })
        .returning<ScriptTypeDto[]>(['id', 'name', 'name_en', 'language_id']);
      return row as ScriptTypeDto;
    },
    removeScriptType: (id: number): Promise<number> => deleteCounted(db('hat_turleri').where({ id })),
  };
}

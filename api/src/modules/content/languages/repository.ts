import type { Knex } from 'knex';
import { HatTuru, Language } from '../../../db/models/language';
import type { LanguageDto, ScriptTypeDto } from 'shared-ui/contracts';

export function languagesRepository(db: Knex) {
  return {
    listLanguages: async (): Promise<LanguageDto[]> =>
      Language.query(db).select('id', 'name', 'name_en').orderBy('id').castTo<LanguageDto[]>(),
    findLanguage: async (id: number): Promise<LanguageDto | undefined> =>
      Language.query(db).where({ id }).select('id', 'name', 'name_en').first().castTo<LanguageDto | undefined>(),
    languageNamed: async (name: string): Promise<LanguageDto | undefined> =>
      Language.query(db)
        .whereRaw('lower(name) = lower(?)', [name])
        .select('id', 'name', 'name_en')
        .first()
        .castTo<LanguageDto | undefined>(),
    insertLanguage: async (name: string, nameEn: string | null): Promise<LanguageDto> =>
      Language.query(db).insert({ name, name_en: nameEn }).returning(['id', 'name', 'name_en']).castTo<LanguageDto>(),
    /** Counted from `returning`: PGlite answers a bare delete with an object. */
    removeLanguage: async (id: number): Promise<number> =>
      (await Language.query(db).where({ id }).delete().returning('id')).length,

    listScriptTypes: async (languageId: number): Promise<ScriptTypeDto[]> =>
      HatTuru.query(db)
        .where({ language_id: languageId })
        .select('id', 'name', 'name_en', 'language_id')
        .orderBy('id')
        .castTo<ScriptTypeDto[]>(),
    scriptTypeNamed: async (languageId: number, name: string): Promise<{ id: number } | undefined> =>
      HatTuru.query(db)
        .where({ language_id: languageId })
        .whereRaw('lower(name) = lower(?)', [name])
        .select('id')
        .first(),
    insertScriptType: async (languageId: number, name: string, nameEn: string | null): Promise<ScriptTypeDto> =>
      HatTuru.query(db)
        .insert({ language_id: languageId, name, name_en: nameEn })
        .returning(['id', 'name', 'name_en', 'language_id'])
        .castTo<ScriptTypeDto>(),
    /** Counted from `returning`: PGlite answers a bare delete with an object. */
    removeScriptType: async (id: number): Promise<number> =>
      (await HatTuru.query(db).where({ id }).delete().returning('id')).length,
  };
}

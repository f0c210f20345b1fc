import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import { HatTuru, Language } from '../../../db/models/language';

export type LanguageRow = Pick<ModelObject<Language>, 'id' | 'name' | 'name_en'>;
export type ScriptTypeRow = Pick<ModelObject<HatTuru>, 'id' | 'name' | 'name_en' | 'language_id'>;

export function languagesRepository(db: Knex) {
  return {
    listLanguages: async (): Promise<LanguageRow[]> => Language.query(db).select('id', 'name', 'name_en').orderBy('id'),
    findLanguage: async (id: number): Promise<LanguageRow | undefined> =>
      Language.query(db).where({ id }).select('id', 'name', 'name_en').first(),
    languageNamed: async (name: string): Promise<LanguageRow | undefined> =>
      Language.query(db).whereRaw('lower(name) = lower(?)', [name]).select('id', 'name', 'name_en').first(),
    insertLanguage: async (name: string, nameEn: string | null): Promise<LanguageRow> =>
      Language.query(db).insert({ name, name_en: nameEn }).returning(['id', 'name', 'name_en']),
    /** Exact names (as the seeded price list spells them); names no language has are left out. */
    languageIdsNamed: async (names: string[]): Promise<number[]> =>
      (await Language.query(db).whereIn('name', names).select('id')).map((l) => l.id),
    /**
     * The name of the language whose id is in `idColumn`, as a correlated subquery: another module's select embeds
     * it (`.select(nameOfLanguageIn('t.language_id').as('name'))`) and keeps its one round trip.
     */
    nameOfLanguageIn: (idColumn: string) =>
      Language.query(db).select('languages.name').whereColumn('languages.id', idColumn),
    /** Counted from `returning`: PGlite answers a bare delete with an object. */
    removeLanguage: async (id: number): Promise<number> =>
      (await Language.query(db).where({ id }).delete().returning('id')).length,

    listScriptTypes: async (languageId: number): Promise<ScriptTypeRow[]> =>
      HatTuru.query(db).where({ language_id: languageId }).select('id', 'name', 'name_en', 'language_id').orderBy('id'),
    scriptTypeNamed: async (languageId: number, name: string): Promise<Pick<ScriptTypeRow, 'id'> | undefined> =>
      HatTuru.query(db)
        .where({ language_id: languageId })
        .whereRaw('lower(name) = lower(?)', [name])
        .select('id')
        .first(),
    insertScriptType: async (languageId: number, name: string, nameEn: string | null): Promise<ScriptTypeRow> =>
      HatTuru.query(db)
        .insert({ language_id: languageId, name, name_en: nameEn })
        .returning(['id', 'name', 'name_en', 'language_id']),
    /** Counted from `returning`: PGlite answers a bare delete with an object. */
    removeScriptType: async (id: number): Promise<number> =>
      (await HatTuru.query(db).where({ id }).delete().returning('id')).length,
  };
}

import type { Knex } from 'knex';
import type { LanguageDto, ScriptTypeDto } from 'shared-ui/contracts';
import { ConflictError, NotFoundError } from '../../../errors/app-error';
import { isUniqueViolation } from '../unique-violation';
import { languagesRepository } from './repository';

/**
 * Osmanlıca cannot be deleted: the script types hang off it and the customer's upload form asks for a script
 * type exactly when the source is Osmanlıca. Every other language may go (jobs keep language names as text).
 */
export const protectedLanguage = 'Osmanlıca';

export function languagesService(db: Knex) {
  const languages = languagesRepository(db);

  return {
    list: (): Promise<LanguageDto[]> => languages.listLanguages(),

    async add(name: string, nameEn: string | null = null): Promise<LanguageDto> {
      if (await languages.languageNamed(name)) throw new ConflictError('languageExists', { name: 'languageExists' });
      try {
        return await languages.insertLanguage(name, nameEn);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('languageExists', { name: 'languageExists' });
        throw err;
      }
    },

    async remove(id: number): Promise<void> {
      const language = await languages.findLanguage(id);
      if (!language) throw new NotFoundError('languageNotFound');
      if (language.name === protectedLanguage) throw new ConflictError('languageProtected');
      await languages.removeLanguage(id);
    },

    listScriptTypes: (languageId: number): Promise<ScriptTypeDto[]> => languages.listScriptTypes(languageId),

    async addScriptType(languageId: number, name: string, nameEn: string | null = null): Promise<ScriptTypeDto> {
      if (!(await languages.findLanguage(languageId))) throw new NotFoundError('languageNotFound');
      if (await languages.scriptTypeNamed(languageId, name))
        throw new ConflictError('scriptTypeExists', { name: 'scriptTypeExists' });
      try {
        return await languages.insertScriptType(languageId, name, nameEn);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('scriptTypeExists', { name: 'scriptTypeExists' });
        throw err;
      }
    },

    async removeScriptType(id: number): Promise<void> {
      if (!(await languages.removeScriptType(id))) throw new NotFoundError();
    },
  };
}

import { apiRequest } from 'shared-ui';

export interface LanguagesResult {
  message: string;
  languages: string | null;
}

/** PUT /settings/languages with comma text. */
export function saveLanguages(languages: string): Promise<LanguagesResult> {
  return apiRequest<LanguagesResult>('/settings/languages', { method: 'PUT', body: { languages } });
}

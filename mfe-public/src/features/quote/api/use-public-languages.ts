import useSWR from 'swr';
import { apiRequest, type LanguageDto } from 'shared-ui';

/** GET /public/languages: the languages a visitor can order, for the estimate form. */
export function usePublicLanguages(): LanguageDto[] {
  const { data } = useSWR('/public/languages', (path: string) => apiRequest<LanguageDto[]>(path, { public: true }));
  return Array.isArray(data) ? data : [];
}

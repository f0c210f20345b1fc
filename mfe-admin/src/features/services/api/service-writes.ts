import { useSWRConfig } from 'swr';
import { apiRequest, type ServiceCreateInput, type ServiceUpdateInput } from 'shared-ui';
import { servicesKey } from './use-services';

type Answer = { message: string };
const path = (slug: string) => `${servicesKey}/${encodeURIComponent(slug)}`;

/** The three writes of Hizmetlerimiz (POST, PUT and DELETE, spec 7.4); each reads the list again afterwards. */
export function useServiceWrites() {
  const { mutate } = useSWRConfig();
  const then = async <T>(answer: Promise<T>): Promise<T> => {
    const value = await answer;
    await mutate(servicesKey);
    return value;
  };
  return {
    create: (input: ServiceCreateInput) => then(apiRequest<Answer>(servicesKey, { method: 'POST', body: input })),
    update: (slug: string, input: ServiceUpdateInput) =>
      then(apiRequest<Answer>(path(slug), { method: 'PUT', body: input })),
    remove: (slug: string) => then(apiRequest<Answer>(path(slug), { method: 'DELETE' })),
  };
}

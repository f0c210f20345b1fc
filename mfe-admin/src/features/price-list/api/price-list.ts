import useSWR, { useSWRConfig } from 'swr';
import {
  apiRequest,
  type AdminPriceListDto,
  type PriceGroupDto,
  type PriceGroupInput,
  type PriceRulesDto,
  type PriceRulesInput,
} from 'shared-ui';

export const priceListKey = '/admin/price-list';

/** GET /admin/price-list: the groups, the rules and the last audited changes. */
export function usePriceList() {
  const { data, error } = useSWR<AdminPriceListDto>(priceListKey);
  return { data, error: error as unknown };
}

/** POST (new) or PUT (existing) a language group, then DELETE; each reloads the list with its history. */
export function usePriceListActions() {
  const { mutate } = useSWRConfig();
  const reload = () => mutate(priceListKey);
  return {
    saveGroup: async (id: number | null, input: PriceGroupInput) => {
      const answer = await apiRequest<{ message: string; group: PriceGroupDto }>(
        id === null ? '/admin/price-list/groups' : `/admin/price-list/groups/${id}`,
        { method: id === null ? 'POST' : 'PUT', body: input },
      );
      await reload();
      return answer;
    },
    deleteGroup: async (id: number) => {
      const answer = await apiRequest<{ message: string }>(`/admin/price-list/groups/${id}`, { method: 'DELETE' });
      await reload();
      return answer;
    },
    saveRules: async (input: PriceRulesInput) => {
      const answer = await apiRequest<{ message: string; rules: PriceRulesDto }>('/admin/price-list/rules', {
        method: 'PUT',
        body: input,
      });
      await reload();
      return answer;
    },
  };
}

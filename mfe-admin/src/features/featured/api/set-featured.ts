import { type ApprovedTranslator, type Paged, apiRequest } from 'shared-ui';
import { useApprovedTranslators } from '../../translators/api/use-approved-translators';

/** PUT /admin/translator/{id}/feature with is_featured 0 or 1 (spec 7.4). */
export function setFeatured(
  id: number,
  isFeatured: 0 | 1,
): Promise<{ id: number; is_featured: 0 | 1; message?: string }> {
  return apiRequest(`/admin/translator/${id}/feature`, { method: 'PUT', body: { is_featured: isFeatured } });
}

function withFlag(
  list: Paged<ApprovedTranslator> | undefined,
  id: number,
  flag: 0 | 1,
): Paged<ApprovedTranslator> | undefined {
  return list && { ...list, items: list.items.map((tr) => (tr.id === id ? { ...tr, is_featured: flag } : tr)) };
}

/**
 * Spec 4.2: the row changes at once and is put back if the call fails (SWR's optimistic data with rollback).
 * The promise rejects with the server's error, so the screen can show its message.
 */
export function useToggleFeatured() {
  const { mutate } = useApprovedTranslators();
  return (translator: ApprovedTranslator) => {
    const next: 0 | 1 = translator.is_featured ? 0 : 1;
    return mutate(
      async (current) => {
        await setFeatured(translator.id, next);
        return withFlag(current, translator.id, next);
      },
      {
        optimisticData: (current) => withFlag(current, translator.id, next) as Paged<ApprovedTranslator>,
        rollbackOnError: true,
        revalidate: false,
      },
    );
  };
}

import { useSWRConfig } from 'swr';
import { apiRequest } from 'shared-ui';
import { approvedTranslatorsKey } from './use-approved-translators';
import { pendingTranslatorsKey } from './use-pending-translators';

export type TranslatorAction = 'approve' | 'reject' | 'delete';

/** PUT /admin/translator/{id}/approve | reject, DELETE /admin/translator/{id}: each answers a message. */
export function runTranslatorAction(id: number, action: TranslatorAction): Promise<{ message?: string }> {
  if (action === 'delete') return apiRequest(`/admin/translator/${id}`, { method: 'DELETE' });
  return apiRequest(`/admin/translator/${id}/${action}`, { method: 'PUT' });
}

/** Runs the action, then refreshes both lists (an approval moves a person from one to the other). */
export function useTranslatorAction() {
  const { mutate } = useSWRConfig();
  return async (id: number, action: TranslatorAction) => {
    const answer = await runTranslatorAction(id, action);
    await Promise.all([mutate(pendingTranslatorsKey), mutate(approvedTranslatorsKey)]);
    return answer;
  };
}

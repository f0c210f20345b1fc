import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type AdminPrivacyNoticeDto, type PrivacyNoticeInput } from 'shared-ui';

export const privacyNoticeKey = '/admin/privacy-notice';

/** GET /admin/privacy-notice: the version in force in both languages and every version's date. */
export function useAdminPrivacyNotice() {
  const { data, error } = useSWR<AdminPrivacyNoticeDto>(privacyNoticeKey);
  return { data, error: error as unknown };
}

/** POST /admin/privacy-notice: a new version (never an edit of the one in force). */
export function usePublishNotice() {
  const { mutate } = useSWRConfig();
  return async (input: PrivacyNoticeInput) => {
    const answer = await apiRequest<{ message: string; notice: AdminPrivacyNoticeDto }>(privacyNoticeKey, {
      method: 'POST',
      body: input,
    });
    await mutate(privacyNoticeKey, answer.notice, { revalidate: false });
    return answer;
  };
}

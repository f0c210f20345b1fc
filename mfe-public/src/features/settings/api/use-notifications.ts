import useSWR from 'swr';
import { apiRequest, type NotificationSettings } from 'shared-ui';

export const notificationsKey = '/settings/notifications';

/** GET /settings/notifications. */
export function useNotifications() {
  return useSWR(notificationsKey, (path: string) => apiRequest<NotificationSettings>(path));
}

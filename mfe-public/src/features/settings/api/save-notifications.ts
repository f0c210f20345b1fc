import { apiRequest, type NotificationSettings } from 'shared-ui';
import { notificationsKey } from './use-notifications';

export type NotificationsResult = NotificationSettings & { message: string };

/** PUT /settings/notifications. */
export function saveNotifications(settings: NotificationSettings): Promise<NotificationsResult> {
  return apiRequest<NotificationsResult>(notificationsKey, { method: 'PUT', body: settings });
}

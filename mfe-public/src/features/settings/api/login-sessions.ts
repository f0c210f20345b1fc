import useSWR from 'swr';
import { apiRequest, type LoginSessionDto, type MessageResult, type SignOutOthersResult } from 'shared-ui';

export const sessionsKey = '/settings/sessions';

export function useLoginSessions() {
  return useSWR<LoginSessionDto[]>(sessionsKey);
}

export function endSession(id: string): Promise<MessageResult> {
  return apiRequest<MessageResult>(`/settings/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function signOutOthers(): Promise<SignOutOthersResult> {
  return apiRequest<SignOutOthersResult>('/settings/sessions/sign-out-others', { method: 'POST', body: {} });
}

import useSWR from 'swr';
import {
  apiRequest,
  type MessageResult,
  type RecoveryCodesResult,
  type TwoStepEnrolmentDto,
  type TwoStepStatusDto,
} from 'shared-ui';

export const twoStepKey = '/settings/two-step';

export function useTwoStepStatus() {
  return useSWR<TwoStepStatusDto>(twoStepKey);
}

export function startEnrolment(): Promise<TwoStepEnrolmentDto> {
  return apiRequest<TwoStepEnrolmentDto>('/settings/two-step/enrolment', { method: 'POST', body: {} });
}

export function confirmEnrolment(code: string): Promise<RecoveryCodesResult> {
  return apiRequest<RecoveryCodesResult>('/settings/two-step/enrolment/confirm', { method: 'POST', body: { code } });
}

export function renewRecoveryCodes(password: string, code: string): Promise<RecoveryCodesResult> {
  return apiRequest<RecoveryCodesResult>('/settings/two-step/recovery-codes', {
    method: 'POST',
    body: { password, code },
  });
}

export function disableTwoStep(password: string, code: string): Promise<MessageResult> {
  return apiRequest<MessageResult>('/settings/two-step/disable', { method: 'POST', body: { password, code } });
}

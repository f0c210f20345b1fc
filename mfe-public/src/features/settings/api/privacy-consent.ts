import useSWR from 'swr';
import { apiRequest, type ConsentStatusDto } from 'shared-ui';

export const privacyConsentKey = '/settings/privacy-consent';

/** GET /settings/privacy-consent: the version in force, the one consented to and the history. */
export function usePrivacyConsent() {
  return useSWR(privacyConsentKey, (path: string) => apiRequest<ConsentStatusDto>(path));
}

/** POST /settings/privacy-consent: consent to the version the user was shown. */
export function givePrivacyConsent(version: number): Promise<{ message: string; consent: ConsentStatusDto }> {
  return apiRequest(privacyConsentKey, { method: 'POST', body: { version } });
}

import useSWR from 'swr';
import { apiRequest, type PostalAddressDto, type PostalAddressInput } from 'shared-ui';

export const postalAddressKey = '/user/postal-address';

export interface PostalAddressAnswer {
  /** The address last given, or a draft from the profile (name, address, city, country) when `saved` is false. */
  address: PostalAddressDto | null;
  saved: boolean;
}

/** GET /user/postal-address: where the customer's stamped papers are sent; the order form pre-fills it too. */
export function usePostalAddress() {
  return useSWR(postalAddressKey, (path: string) => apiRequest<PostalAddressAnswer>(path));
}

/** PUT /user/postal-address: the next paper delivery's default address. */
export function savePostalAddress(input: PostalAddressInput): Promise<PostalAddressAnswer & { message: string }> {
  return apiRequest('/user/postal-address', { method: 'PUT', body: input });
}

import useSWR from 'swr';
import type { PostalAddressDto } from 'shared-ui';

/** GET /user/postal-address: the address last given, or a draft from the profile (`saved: false`). */
export function usePostalAddress(wanted: boolean) {
  const { data } = useSWR<{ address: PostalAddressDto | null; saved: boolean }>(wanted ? '/user/postal-address' : null);
  return data;
}

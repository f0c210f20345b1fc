import { countryCodeOfTurkishName, type PostalAddressDto } from 'shared-ui/contracts';
import type { AppDeps } from '../../deps';
import { findProfile } from '../settings/repository';
import { findPostalAddress } from './repository';

/**
 * The address the order form pre-fills: the one last given, or, before the first, a draft from the profile (name,
 * address, city, country) that the customer completes. `saved` says which.
 */
export async function postalAddressFor(
  deps: AppDeps,
  userId: number,
): Promise<{ address: PostalAddressDto | null; saved: boolean }> {
  const saved = await findPostalAddress(deps.db, userId);
  if (saved) return { address: saved, saved: true };
  const profile = await findProfile(deps.db, userId);
  if (!profile) return { address: null, saved: false };
  const city = [profile.district, profile.city].filter(Boolean).join(', ');
  return {
    address: {
      recipient: [profile.name, profile.surname].filter(Boolean).join(' '),
      address: profile.address ?? '',
      city,
      postal_code: null,
      country: countryCodeOfTurkishName(profile.country),
      phone: profile.phone,
    },
    saved: false,
  };
}

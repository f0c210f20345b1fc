import type { PayoutDetails, Profile } from 'shared-ui';

export type AccountGap = 'phone' | 'languages' | 'payout';

/**
 * What a translator's account still lacks for the office to reach, match and pay them: a phone, the languages
 * they work in, the account to pay into. Unknown (not loaded, or failed) counts as nothing missing: a hint must
 * never be wrong.
 */
export function accountGaps(
  profile: Profile | undefined,
  payout: { payout_details: PayoutDetails | null } | undefined,
): AccountGap[] {
  const gaps: AccountGap[] = [];
  if (profile && !profile.phone?.trim()) gaps.push('phone');
  if (profile && !profile.languages?.trim()) gaps.push('languages');
  if (payout && payout.payout_details === null) gaps.push('payout');
  return gaps;
}

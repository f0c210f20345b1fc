import type { Role } from 'shared-ui';

/** Tab keys as they appear in the address (`/settings?tab=guvenlik`), so the chosen tab survives a reload. */
export const tabSlugs = {
  profile: 'profil',
  languages: 'dillerim',
  certificates: 'sertifikalarim',
  payout: 'odeme-bilgileri',
  security: 'guvenlik',
  notifications: 'bildirimler',
  privacy: 'kisisel-veriler',
  deleteAccount: 'hesap-silme',
} as const;

export type SettingsTab = keyof typeof tabSlugs;

const everyone: SettingsTab[] = ['profile', 'security', 'notifications', 'privacy', 'deleteAccount'];
const translator: SettingsTab[] = [
  'profile',
  'languages',
  'certificates',
  'payout',
  'security',
  'notifications',
  'privacy',
  'deleteAccount',
];

/**
 * Spec 2.10: Profil, Güvenlik, Bildirimler, Hesap Silme; translators also Dillerim and Sertifikalarım, and their
 * payout details (payout-tab.tsx); everyone Kişisel Verilerim, the account's data rights (data-rights-tab.tsx).
 */
export function tabsFor(role: Role | undefined): SettingsTab[] {
  return role === 'translator' ? translator : everyone;
}

/** The tab an address names, if this role has it; otherwise Profil. */
export function tabFromSlug(slug: string | null, tabs: readonly SettingsTab[]): SettingsTab {
  const found = tabs.find((tab) => tabSlugs[tab] === slug);
  return found ?? 'profile';
}

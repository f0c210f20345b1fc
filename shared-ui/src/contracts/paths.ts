import { verificationPagePrefix } from './verification-codes';

/** Every route of spec 2.1 as typed data: use these instead of string literals. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  translators: '/translators',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  verify: '/verify',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  quote: '/quote',
  apply: '/apply',
  applyForm: '/apply/form',
  /** Hijri and Rûmî dates to Gregorian and back (public; the translator panel has it as a tab). */
  dateConverter: '/tarih-cevirici',
  /** The public check of a delivered translation, in Turkish and in English (`:code` in routes). */
  verification: (code: string) => `${verificationPagePrefix.tr}/${code}`,
  verificationEn: (code: string) => `${verificationPagePrefix.en}/${code}`,
  settings: '/settings',
  /** The privacy notice in force (aydınlatma metni), versioned by the office. */
  privacyNotice: '/aydinlatma-metni',
  panel: {
    user: '/panel/user',
    translator: '/panel/translator',
    admin: '/panel/admin',
  },
  payment: (jobId: number | string) => `/odeme/${jobId}`,
  /** The customer's job page (ARCHITECTURE §2, contract). */
  customerJob: (jobId: number | string) => `/panel/user/jobs/${jobId}`,
  page: (slug: string) => `/sayfa/${slug}`,
  service: (slug: string) => `/services/${slug}`,
  loginWithRedirect: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
} as const;

/** The panel link goes by role (spec 2.3). */
export function panelPathFor(role: string | undefined): string {
  if (role === 'admin') return paths.panel.admin;
  if (role === 'translator') return paths.panel.translator;
  return paths.panel.user;
}

import { panelPathFor, paths, type Role } from 'shared-ui';

/** One header link: `label` is a key of the common namespace. */
export interface NavLink {
  to: string;
  label: string;
}

/** Spec 2.3: the header's service pages use the long slugs (the footer uses the short ones). */
export const serviceLinks: NavLink[] = [
  { to: paths.service('resmi-belge-ceviri'), label: 'nav.official' },
  { to: paths.service('yeminli-ceviri'), label: 'nav.sworn' },
  { to: paths.service('noter-tasdikli-ceviri'), label: 'nav.notary' },
  { to: paths.service('apostil-tasdikli-ceviri'), label: 'nav.apostille' },
];

/** The free tools beside the services: the Ottoman date converter (Hicrî and Rûmî dates). */
export const toolLinks: NavLink[] = [{ to: paths.dateConverter, label: 'nav.dateConverter' }];

export const mainLinks: NavLink[] = [
  { to: paths.translators, label: 'nav.translators' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.apply, label: 'nav.apply' },
];

export const quoteLink: NavLink = { to: paths.quote, label: 'nav.quote' };

/** The quote call to action is the customer's: visitors and customers see it, translators and admins do not. */
export function showsQuoteLink(role: Role | undefined): boolean {
  return role === undefined || role === 'user';
}

/** The account menu: sign-in links for visitors; panel (by role) and settings for a signed-in person. */
export function accountLinks(role: Role | undefined): NavLink[] {
  if (!role) {
    return [
      { to: paths.login, label: 'nav.login' },
      { to: paths.register, label: 'nav.register' },
      { to: paths.forgotPassword, label: 'nav.forgotPassword' },
      { to: paths.settings, label: 'nav.settings' },
    ];
  }
  return [
    { to: panelPathFor(role), label: 'nav.panel' },
    { to: paths.settings, label: 'nav.settings' },
  ];
}

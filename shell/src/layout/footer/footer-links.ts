import { paths } from 'shared-ui';
import type { NavLink } from '../header/nav-links';

/** Spec 2.3: the footer's service links use the short slugs, unlike the header's. Both are in the product. */
export const footerServiceLinks: NavLink[] = [
  { to: paths.service('resmi'), label: 'nav.official' },
  { to: paths.service('yeminli'), label: 'nav.sworn' },
  { to: paths.service('noter'), label: 'nav.notary' },
  { to: paths.service('apostil'), label: 'nav.apostille' },
];

export const footerCompanyLinks: NavLink[] = [
  { to: paths.panel.user, label: 'nav.customerPanel' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.apply, label: 'nav.apply' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.dateConverter, label: 'nav.dateConverter' },
];

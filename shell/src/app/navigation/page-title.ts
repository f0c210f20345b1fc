import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig, paths, verificationPagePrefix } from 'shared-ui';
import { footerServiceLinks } from '../../layout/footer/footer-links';
import { accountLinks, mainLinks, quoteLink, serviceLinks } from '../../layout/header/nav-links';

/** The name of each page (a key of the common namespace), from the links that lead to it. */
const titleKeys = new Map<string, string>([
  ...[...serviceLinks, ...footerServiceLinks, ...mainLinks, quoteLink, ...accountLinks(undefined)].map(
    (link) => [link.to, link.label] as [string, string],
  ),
  [paths.applyForm, 'nav.apply'],
  [paths.resetPassword, 'nav.forgotPassword'],
  [paths.dateConverter, 'nav.dateConverter'],
  ...Object.values(verificationPagePrefix).map((prefix) => [prefix, 'nav.verification'] as [string, string]),
  [paths.panel.user, 'nav.customerPanel'],
  [paths.panel.translator, 'nav.panel'],
  [paths.panel.admin, 'nav.panel'],
]);

/**
 * The page's key, matched on the path, its first two segments (/panel/admin/isler is the admin panel) or its
 * first (/dogrula/{code} is the verification page).
 */
export function pageTitleKey(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed.split('/');
  return (
    titleKeys.get(trimmed) ??
    titleKeys.get(segments.slice(0, 3).join('/')) ??
    titleKeys.get(segments.slice(0, 2).join('/'))
  );
}

/** WCAG 2.4.2: each page has its own `<title>`, "Page – Site", in the chosen language; the home page is the site's name. */
export function usePageTitle(pathname: string): void {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    const key = pageTitleKey(pathname);
    const site = appConfig().siteName || t('siteName');
    const title = key ? `${t(key)} – ${site}` : site;
    if (document.title !== title) document.title = title; // the server's page came with it
  }, [pathname, t, i18n.language]);
}

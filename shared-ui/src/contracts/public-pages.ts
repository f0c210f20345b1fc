import { paths } from './paths';
import { verificationPagePrefix } from './verification-codes';

/**
 * The API answers a public screen shows first, with the SWR key its `apiRequest` uses (a path under /api; the
 * page's preload is `/api` + the key). The screens' hooks, the server's preload and the server's drawing build the
 * key here, so the browser reuses what the server preloaded or drew. `slug` is the decoded path segment.
 */
export const publicPageData = {
  sliders: () => '/sliders',
  service: (params: { slug?: string }, lang: 'tr' | 'en') =>
    `/public/services/${encodeURIComponent(params.slug ?? '')}?lang=${lang}`,
  page: (params: { slug?: string }, lang: 'tr' | 'en') =>
    `/public/pages/${encodeURIComponent(params.slug ?? '')}?lang=${lang}`,
} as const;
export type PublicPageDataName = keyof typeof publicPageData;

export interface PublicPage {
  /** The route pattern as react-router reads it: `:name` is one segment, a trailing `*` the rest. */
  path: string;
  /** The screen's module name (`features/<feature>/screens/<screen>.tsx`), as screen-chunks.json names its chunks. */
  screen: string;
  /** The API answer the screen asks for first (`publicPageData`). */
  data?: PublicPageDataName;
  /** Drawn on the server into index.html (FIRST_SCREEN=server, ssr/); the browser draws the others. */
  drawn: boolean;
}

/**
 * Every page of the public remote: its routes (mfe-public/src/expose/app.tsx) are made from this table, the server
 * preloads a page's screen and data by it (api/src/modules/web/preloads.ts) and draws the pages marked `drawn`
 * (api/src/modules/web/first-screen.ts with ssr/). Drawn are the pages visitors arrive on from a search, a link or
 * a mail whose screen needs no session. The catch-all comes last: `publicPageFor` takes the first match.
 */
export const publicPages = [
  { path: paths.home, screen: 'home-screen', data: 'sliders', drawn: true },
  { path: paths.login, screen: 'login-screen', drawn: true },
  { path: paths.register, screen: 'register-screen', drawn: true },
  { path: paths.forgotPassword, screen: 'forgot-password-screen', drawn: true },
  { path: paths.resetPassword, screen: 'reset-password-screen', drawn: false },
  { path: paths.verifyEmail, screen: 'verify-email-screen', drawn: false },
  { path: paths.verify, screen: 'verify-email-screen', drawn: false },
  { path: paths.service(':slug'), screen: 'service-screen', data: 'service', drawn: true },
  { path: paths.page(':slug'), screen: 'page-screen', data: 'page', drawn: true },
  { path: paths.about, screen: 'about-screen', drawn: false },
  { path: paths.contact, screen: 'contact-screen', drawn: false },
  { path: paths.translators, screen: 'translators-screen', drawn: false },
  { path: paths.quote, screen: 'quote-screen', drawn: false },
  { path: paths.apply, screen: 'apply-screen', drawn: false },
  { path: paths.applyForm, screen: 'apply-form-screen', drawn: false },
  { path: paths.dateConverter, screen: 'date-converter-screen', drawn: false },
  { path: paths.privacyNotice, screen: 'privacy-notice-screen', drawn: false },
  ...Object.values(verificationPagePrefix).flatMap((prefix) => [
    { path: prefix, screen: 'verification-screen', drawn: false },
    { path: `${prefix}/:code`, screen: 'verification-screen', drawn: false },
  ]),
  { path: `${paths.settings}/*`, screen: 'settings-screen', drawn: false },
  { path: '*', screen: 'not-found-screen', drawn: false },
] as const satisfies readonly PublicPage[];
export type PublicScreenName = (typeof publicPages)[number]['screen'];

export interface PublicPageMatch {
  page: PublicPage;
  /** The path's `:name` segments, decoded as react-router's `useParams` gives them. */
  params: Record<string, string>;
}

/** The page of the table that draws a path, matched as react-router matches it (case and a trailing / ignored). */
export function publicPageFor(pathname: string): PublicPageMatch | null {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  for (const page of publicPages) {
    const params = matchSegments(page.path.replace(/^\//, '').split('/'), segments);
    if (params) return { page, params };
  }
  return null;
}

/**
 * A route pattern matched against a path as react-router matches it (case and a trailing / ignored): the `:name`
 * segments, decoded, or null.
 */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  return matchSegments(pattern.replace(/^\//, '').split('/'), pathname.replace(/^\/+|\/+$/g, '').split('/'));
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part === '*') return params;
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = decodedOrAsIs(segment);
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return segments.length === pattern.length ? params : null;
}

function decodedOrAsIs(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

import { paths } from './paths';
import { matchRoutePath } from './public-pages';
import type { RemoteName } from './remote-routes';

/**
 * The admin panel's sections by their address segment (`/panel/admin/<slug>`), each with its screen's module name
 * (`mfe-admin/src/features/<feature>/screens/<screen>.tsx`), as screen-chunks.json names its chunks. The panel's
 * sidebar and routes are mfe-admin/src/routes/admin-sections.tsx, whose test holds the two together.
 */
export const adminSectionScreens = {
  dashboard: 'dashboard-section',
  tercumanlar: 'translators-section',
  isler: 'jobs-section',
  sayfalar: 'pages-section',
  hizmetler: 'services-section',
  'tercuman-sayfasi': 'featured-section',
  slider: 'sliders-section',
  diller: 'languages-section',
  'site-ayarlari': 'site-settings-section',
  denetim: 'audit-section',
} as const;

export interface PanelPage {
  /** The route pattern as react-router reads it: `:name` is one segment, a trailing `*` the rest. */
  path: string;
  remote: RemoteName;
  /** The screen's module name, as the remote's screen-chunks.json names its chunks. */
  screen: string;
  /**
   * The API answers the screen asks for first at its address without a query string, as its SWR keys (a path under
   * /api): the shell asks for them while the remote loads (shell/src/remotes/panel-start.ts), and each remote's
   * panel-pages test holds its screens to them.
   */
  data?: (params: Record<string, string>) => string[];
}

/** Every admin page first asks whether two-step sign-in is owed (mfe-admin's TwoStepGate). */
const twoStep = '/settings/two-step';

/** The first pages of the translator panel's four lists, whose totals its tabs show (use-tab-counts.ts). */
const translatorLists = [
  '/translator/assigned-jobs?page=1&pageSize=100',
  '/translator/open-jobs?page=1&pageSize=10&sort=delivery_date&order=asc',
  '/translator/my-offers?page=1&pageSize=10',
  '/translator/completed-jobs?page=1&pageSize=10',
];

const adminSectionData: Partial<Record<keyof typeof adminSectionScreens, string[]>> = {
  dashboard: ['/admin/stats', '/admin/todo', '/admin/tasks?state=failed&pageSize=20', '/admin/stats/finance'],
  isler: ['/admin/jobs?page=1&pageSize=10', '/admin/deadline-requests'],
};

/**
 * The screen each page of the other remotes (the panels and the payment page) opens with, so the server can announce
 * its chunks in index.html (api/src/modules/web/preloads.ts) instead of the browser finding them one round trip after
 * another. An admin address that names no section shows the dashboard (mfe-admin/src/expose/app.tsx); the first
 * match wins.
 */
export const panelPages: readonly PanelPage[] = [
  {
    path: paths.panel.user,
    remote: 'mfe_customer',
    screen: 'user-panel-screen',
    // the jobs that wait on the customer (pageSize: limits.pageSizeMax), then the table's first page
    data: () => [
      '/user/jobs?tab=active&page=1&pageSize=100',
      '/user/jobs?tab=done&page=1&pageSize=20',
      '/user/jobs?tab=active&page=1&pageSize=5',
    ],
  },
  {
    path: paths.customerJob(':id'),
    remote: 'mfe_customer',
    screen: 'job-page-screen',
    data: ({ id = '' }) => [`/user/job/${encodeURIComponent(id)}`, `/user/job/${encodeURIComponent(id)}/timeline`],
  },
  {
    path: paths.payment(':jobId'),
    remote: 'mfe_customer',
    screen: 'payment-screen',
    data: ({ jobId = '' }) => [`/user/job/${encodeURIComponent(jobId)}`],
  },
  {
    path: `${paths.panel.translator}/*`,
    remote: 'mfe_translator',
    screen: 'translator-panel-route',
    data: () => translatorLists,
  },
  ...Object.entries(adminSectionScreens).map(([slug, screen]) => ({
    path: `${paths.panel.admin}/${slug}/*`,
    remote: 'mfe_admin' as const,
    screen,
    data: () => [twoStep, ...(adminSectionData[slug as keyof typeof adminSectionScreens] ?? [])],
  })),
  {
    path: `${paths.panel.admin}/*`,
    remote: 'mfe_admin',
    screen: adminSectionScreens.dashboard,
    data: () => [twoStep, ...(adminSectionData.dashboard ?? [])],
  },
];

export interface PanelPageMatch {
  page: PanelPage;
  /** The path's `:name` segments, decoded as react-router's `useParams` gives them. */
  params: Record<string, string>;
}

/** The panel page that draws a path, or null (a page of the public remote, or an address no panel route takes). */
export function panelPageFor(pathname: string): PanelPageMatch | null {
  for (const page of panelPages) {
    const params = matchRoutePath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}

/** The API answers (SWR keys) the panel page at a path asks for first; none for an address with a query string. */
export function panelPageData(pathname: string, search: string): string[] {
  const match = search ? null : panelPageFor(pathname);
  return match?.page.data?.(match.params) ?? [];
}

import { paths } from 'shared-ui';
import { lazySection, type LazySection } from './lazy-section';

/** Each section comes with its own chunk: recharts only with the dashboard, tiptap only with the editors, dnd-kit only with the sliders. */
const DashboardSection = lazySection(
  () => import('../features/dashboard/screens/dashboard-section'),
  'DashboardSection',
);
const FeaturedSection = lazySection(() => import('../features/featured/screens/featured-section'), 'FeaturedSection');
const JobsSection = lazySection(() => import('../features/jobs/screens/jobs-section'), 'JobsSection');
const LanguagesSection = lazySection(
  () => import('../features/languages/screens/languages-section'),
  'LanguagesSection',
);
const PagesSection = lazySection(() => import('../features/pages/screens/pages-section'), 'PagesSection');
const ServicesSection = lazySection(() => import('../features/services/screens/services-section'), 'ServicesSection');
const SiteSettingsSection = lazySection(
  () => import('../features/site-settings/screens/site-settings-section'),
  'SiteSettingsSection',
);
const SlidersSection = lazySection(() => import('../features/sliders/screens/sliders-section'), 'SlidersSection');
const TranslatorsSection = lazySection(
  () => import('../features/translators/screens/translators-section'),
  'TranslatorsSection',
);
const AuditSection = lazySection(() => import('../features/audit/screens/audit-section'), 'AuditSection');

export interface AdminSection {
  /** URL segment under /panel/admin. */
  slug: string;
  /** Key under admin:nav. */
  labelKey: string;
  /** A name from layout/section-icon.tsx. */
  icon: string;
  component: LazySection;
}

/**
 * The eight sections of spec 2.9, in the spec's order, then "Site ayarları" and the audit log. Each feature folder provides its screen; the sidebar and
 * the routes are built from this one list.
 */
export const adminSections: AdminSection[] = [
  { slug: 'dashboard', labelKey: 'nav.dashboard', icon: 'dashboard', component: DashboardSection },
  { slug: 'tercumanlar', labelKey: 'nav.translators', icon: 'translators', component: TranslatorsSection },
  { slug: 'isler', labelKey: 'nav.jobs', icon: 'jobs', component: JobsSection },
  { slug: 'sayfalar', labelKey: 'nav.pages', icon: 'pages', component: PagesSection },
  { slug: 'hizmetler', labelKey: 'nav.services', icon: 'services', component: ServicesSection },
  { slug: 'tercuman-sayfasi', labelKey: 'nav.featured', icon: 'featured', component: FeaturedSection },
  { slug: 'slider', labelKey: 'nav.sliders', icon: 'sliders', component: SlidersSection },
  { slug: 'diller', labelKey: 'nav.languages', icon: 'languages', component: LanguagesSection },
  { slug: 'site-ayarlari', labelKey: 'nav.siteSettings', icon: 'settings', component: SiteSettingsSection },
  { slug: 'denetim', labelKey: 'nav.audit', icon: 'audit', component: AuditSection },
];

/**
 * Fetches the chunk of the section an address shows (the dashboard for /panel/admin and for an unknown section,
 * where expose/app.tsx sends them), so it travels beside the panel's first requests.
 */
export function preloadSectionAt(pathname: string): void {
  const slug = pathname.startsWith(`${paths.panel.admin}/`) ? pathname.slice(paths.panel.admin.length + 1) : '';
  const section = adminSections.find((s) => s.slug === slug.split('/')[0]) ?? adminSections[0];
  section?.component.preload();
}

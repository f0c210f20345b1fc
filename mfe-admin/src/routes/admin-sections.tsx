import type { ComponentType } from 'react';
import { lazyScreen } from 'shared-ui';

/** Each section comes with its own chunk: recharts only with the dashboard, tiptap only with the editors, dnd-kit only with the sliders. */
const DashboardSection = lazyScreen(() => import('../features/dashboard'), 'DashboardSection');
const FeaturedSection = lazyScreen(() => import('../features/featured'), 'FeaturedSection');
const JobsSection = lazyScreen(() => import('../features/jobs'), 'JobsSection');
const LanguagesSection = lazyScreen(() => import('../features/languages'), 'LanguagesSection');
const PagesSection = lazyScreen(() => import('../features/pages'), 'PagesSection');
const ServicesSection = lazyScreen(() => import('../features/services'), 'ServicesSection');
const SiteSettingsSection = lazyScreen(() => import('../features/site-settings'), 'SiteSettingsSection');
const SlidersSection = lazyScreen(() => import('../features/sliders'), 'SlidersSection');
const TranslatorsSection = lazyScreen(() => import('../features/translators'), 'TranslatorsSection');
const AuditSection = lazyScreen(() => import('../features/audit'), 'AuditSection');

export interface AdminSection {
  /** URL segment under /panel/admin. */
  slug: string;
  /** Key under admin:nav. */
  labelKey: string;
  /** A name from layout/section-icon.tsx. */
  icon: string;
  component: ComponentType;
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

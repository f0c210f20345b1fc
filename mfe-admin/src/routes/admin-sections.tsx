import type { ComponentType } from 'react';
import { DashboardSection } from '../features/dashboard';
import { FeaturedSection } from '../features/featured';
import { JobsSection } from '../features/jobs';
import { LanguagesSection } from '../features/languages';
import { PagesSection } from '../features/pages';
import { ServicesSection } from '../features/services';
import { SiteSettingsSection } from '../features/site-settings';
import { SlidersSection } from '../features/sliders';
import { TranslatorsSection } from '../features/translators';

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
 * The eight sections of spec 2.9, in the spec's order, then "Site ayarları" (issue 12). Each feature folder provides its screen; the sidebar and
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
];

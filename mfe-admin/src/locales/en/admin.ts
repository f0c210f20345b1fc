import type { AdminResources } from '../tr/admin';

export const adminEn: AdminResources = {
  title: 'Admin Panel',
  nav: {
    dashboard: 'Dashboard',
    translators: 'Translators',
    jobs: 'Jobs',
    pages: 'Page Management',
    services: 'Our Services',
    featured: 'Translator Page',
    sliders: 'Slider Editing',
    languages: 'Languages',
    siteSettings: 'Site settings',
    audit: 'Audit log',
  },
  sidebar: {
    label: 'Admin sections',
    show: 'Show menu',
    hide: 'Hide menu',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
  },
  record: {
    none: 'No completed jobs yet',
    summary_one: '{{count}} job · {{onTime}} on time · {{revised}} revised · {{rating}}',
    summary_other: '{{count}} jobs · {{onTime}} on time · {{revised}} revised · {{rating}}',
  },
};

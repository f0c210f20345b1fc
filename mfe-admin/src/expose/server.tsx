/**
 * What the server bundle (ssr/) takes of the admin's remote, declared as this package's `./server` export: the
 * frames it draws into the page before the scripts come (a section in the panel's layout as it stands before its
 * first answers), by the screen's name in shared-ui's panelPages, with the texts they draw with. Nothing here is part
 * of the browser's build.
 */
import type { ComponentType } from 'react';
import { DashboardFrame } from '../features/dashboard/screens/dashboard-frame';
import { dashboardTexts } from '../features/dashboard/dashboard-texts';
import { JobsSectionFrame } from '../features/jobs/screens/jobs-section-frame';
import { texts as jobsTexts } from '../features/jobs/screens/jobs-section';
import { AdminLayout } from '../layout/admin-layout';
import { registerFeatureTexts } from '../locales/feature-texts';
import { registerAdminTexts } from '../locales/register';

/** A section's frame in the layout expose/app.tsx draws it in. */
function inLayout(Section: ComponentType): ComponentType {
  return function SectionFrame() {
    return (
      <AdminLayout>
        <Section />
      </AdminLayout>
    );
  };
}

export const frames: Record<string, ComponentType> = {
  'dashboard-section': inLayout(DashboardFrame),
  'jobs-section': inLayout(JobsSectionFrame),
};

export function registerTexts(): void {
  registerAdminTexts();
  registerFeatureTexts(dashboardTexts, ...jobsTexts);
}

import { Navigate, Route, Routes } from 'react-router-dom';
import { paths, ScreenSuspense } from 'shared-ui';
import { TwoStepGate } from '../features/two-step-gate/two-step-gate';
import { AdminLayout } from '../layout/admin-layout';
import { registerAdminTexts } from '../locales/register';
import { adminSections, preloadSectionAt } from '../routes/admin-sections';

registerAdminTexts();
// The address is known as soon as the panel's code is: its section need not wait for the two-step check to draw.
preloadSectionAt(window.location.pathname);

/** The one module this remote exposes; the shell mounts it under /panel/admin for admins only. */
export default function App() {
  return (
    <TwoStepGate>
      <AdminLayout>
        <ScreenSuspense>
          <Routes>
            <Route path={paths.panel.admin} element={<Navigate to={`${paths.panel.admin}/dashboard`} replace />} />
            {adminSections.map(({ slug, component: Section }) => (
              <Route key={slug} path={`${paths.panel.admin}/${slug}/*`} element={<Section />} />
            ))}
            <Route path="*" element={<Navigate to={`${paths.panel.admin}/dashboard`} replace />} />
          </Routes>
        </ScreenSuspense>
      </AdminLayout>
    </TwoStepGate>
  );
}

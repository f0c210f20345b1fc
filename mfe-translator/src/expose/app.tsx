import { Route, Routes } from 'react-router-dom';
import { lazyScreen, paths, ScreenSuspense } from 'shared-ui';
import { registerTranslatorTexts } from '../locales/register';

registerTranslatorTexts();

const TranslatorPanelRoute = lazyScreen(() => import('../routes/translator-panel-route'), 'TranslatorPanelRoute');

/** The one module this remote exposes; the shell mounts it at its paths (shared-ui/src/contracts/remote-routes.ts). */
export default function App() {
  return (
    <ScreenSuspense>
      <Routes>
        <Route path={`${paths.panel.translator}/*`} element={<TranslatorPanelRoute />} />
      </Routes>
    </ScreenSuspense>
  );
}

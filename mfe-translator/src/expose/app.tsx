import { Route, Routes } from 'react-router-dom';
import { paths } from 'shared-ui';
import { registerTranslatorTexts } from '../locales/register';
import { TranslatorPanelRoute } from '../routes/translator-panel-route';

registerTranslatorTexts();

/** The one module this remote exposes; the shell mounts it for its routes (shell/src/remotes/remote-table.ts). */
export default function App() {
  return (
    <Routes>
      <Route path={`${paths.panel.translator}/*`} element={<TranslatorPanelRoute />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from 'shared-ui/testing';
import { registerTranslatorTexts } from '../locales/register';
import { TranslatorPanel } from '../features/panel/screens/translator-panel';

/** The panel at `url` with what the shell provides (shared-ui's test harness). */
export function renderPanel(url = '/panel/translator') {
  registerTranslatorTexts();
  return renderWithProviders(
    <Routes>
      <Route path="/panel/translator" element={<TranslatorPanel />} />
    </Routes>,
    { url },
  );
}

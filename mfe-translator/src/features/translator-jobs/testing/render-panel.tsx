import './dom-polyfills';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { i18n, initI18n, swrConfig, ToastProvider } from 'shared-ui';
import { registerTranslatorTexts } from '../../../locales/register';
import { TranslatorPanel } from '../components/translator-panel';

/** The panel at `url` with the real i18n, a toast region, a memory router and an empty SWR cache per test. */
export function renderPanel(url = '/panel/translator') {
  initI18n();
  registerTranslatorTexts();
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/panel/translator" element={<TranslatorPanel />} />
            </Routes>
          </MemoryRouter>
        </ToastProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

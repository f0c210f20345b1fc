import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr';
import { ToastProvider } from '../components/toast/toast-provider';
import { i18n, initI18n } from '../i18n/i18n';

/** Where the router is now ("/path?query"), so a test can see navigations. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export interface RenderOptions {
  /** The address the memory router starts at. */
  url?: string;
  /** Forces a language; otherwise the stored choice (Turkish by default). */
  language?: 'tr' | 'en';
}

/**
 * `ui` with what the shell gives a remote: the real i18n, a fresh SWR cache per test (no retries, no
 * de-duplication), the toast region and a memory router, plus a probe showing the current address.
 */
export function renderWithProviders(ui: ReactNode, { url = '/', language }: RenderOptions = {}) {
  initI18n();
  if (language) void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <MemoryRouter initialEntries={[url]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
}

import { createRoot } from 'react-dom/client';
import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import 'shared-ui/tokens.css';
import { ApiProvider, ToastProvider, i18n, initI18n } from 'shared-ui';

/** Renders one remote on its own (`npm run serve -w mfe-xxx`), without the shell, for development. */
export function renderStandalone(App: ComponentType): void {
  initI18n();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider>
        <ToastProvider>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ToastProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
}

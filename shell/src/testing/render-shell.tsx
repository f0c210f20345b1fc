import './dom-polyfills';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, ToastProvider } from 'shared-ui';
import { registerShellTexts } from '../config/texts';

/** Renders shell UI in Turkish with the providers the app has, at `path`. */
export function renderShell(ui: ReactElement, path = '/') {
  const i18n = initI18n();
  registerShellTexts();
  return render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ToastProvider>
    </I18nextProvider>,
  );
}

import type { ReactElement } from 'react';
import { renderWithProviders } from 'shared-ui/testing';
import { registerShellTexts } from '../config/texts';

/** Renders shell UI with its texts and the providers the app has, at `path` (shared-ui's test harness). */
export function renderShell(ui: ReactElement, path = '/') {
  registerShellTexts();
  return renderWithProviders(ui, { url: path });
}

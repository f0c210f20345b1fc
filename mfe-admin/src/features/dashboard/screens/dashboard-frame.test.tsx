import { cleanup } from '@testing-library/react';
import { renderWithProviders, stubFetch, visibleMarkup } from 'shared-ui/testing';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { DashboardFrame } from './dashboard-frame';
import { DashboardSection, texts } from './dashboard-section';

describe('DashboardFrame', () => {
  beforeEach(() => {
    registerFeatureTexts(...texts);
    stubFetch(() => 'pending');
  });

  it.each(['tr', 'en'] as const)('draws what the dashboard shows before its figures are in (%s)', (language) => {
    const screen = renderWithProviders(<DashboardSection />, { url: '/panel/admin/dashboard', language });
    const drawn = visibleMarkup(screen.container.firstElementChild);
    cleanup();
    const frame = renderWithProviders(<DashboardFrame />, { url: '/panel/admin/dashboard', language });
    expect(visibleMarkup(frame.container.firstElementChild)).toBe(drawn);
    expect(drawn).toContain('<h1');
  });
});

import { cleanup } from '@testing-library/react';
import { renderWithProviders, stubFetch, visibleMarkup } from 'shared-ui/testing';
import { registerFeatureTexts } from '../../../locales/feature-texts';
import { JobsSectionFrame } from './jobs-section-frame';
import { JobsSection, texts } from './jobs-section';

describe('JobsSectionFrame', () => {
  beforeEach(() => {
    registerFeatureTexts(...texts);
    stubFetch(() => 'pending');
  });

  it.each(['tr', 'en'] as const)('draws what İşler shows before its list is in (%s)', (language) => {
    const screen = renderWithProviders(<JobsSection />, { url: '/panel/admin/isler', language });
    const drawn = visibleMarkup(screen.container.firstElementChild);
    cleanup();
    const frame = renderWithProviders(<JobsSectionFrame />, { url: '/panel/admin/isler', language });
    expect(visibleMarkup(frame.container.firstElementChild)).toBe(drawn);
    expect(drawn).toContain('id="admin-jobs-title"');
  });
});

import { cleanup } from '@testing-library/react';
import { registerFeatureTexts } from 'shared-ui/feature-texts';
import { renderWithProviders, stubFetch, visibleMarkup } from 'shared-ui/testing';
import { signInAs } from '../../../testing/render-customer';
import { UserPanelFrame } from './user-panel-frame';
import { texts, UserPanelScreen } from './user-panel-screen';

describe('UserPanelFrame', () => {
  beforeEach(() => {
    registerFeatureTexts(...texts);
    signInAs('user');
    stubFetch(() => 'pending');
  });

  it.each(['tr', 'en'] as const)('draws what /panel/user shows before its first answers (%s)', (language) => {
    const screen = renderWithProviders(<UserPanelScreen />, { url: '/panel/user', language });
    const drawn = visibleMarkup(screen.container.firstElementChild);
    cleanup();
    const frame = renderWithProviders(<UserPanelFrame />, { url: '/panel/user', language });
    expect(visibleMarkup(frame.container.firstElementChild)).toBe(drawn);
    expect(drawn).toContain(language === 'tr' ? 'Müşteri Paneli' : 'Customer');
  });
});

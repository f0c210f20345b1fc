import { cleanup } from '@testing-library/react';
import { renderWithProviders, stubFetch, visibleMarkup } from 'shared-ui/testing';
import { registerTranslatorTexts } from '../../../locales/register';
import { TranslatorPanel } from './translator-panel';
import { TranslatorPanelFrame } from './translator-panel-frame';

describe('TranslatorPanelFrame', () => {
  beforeEach(() => {
    registerTranslatorTexts();
    stubFetch(() => 'pending');
  });

  it.each(['tr', 'en'] as const)('draws what /panel/translator shows before its counts are in (%s)', (language) => {
    const screen = renderWithProviders(<TranslatorPanel />, { url: '/panel/translator', language });
    const drawn = visibleMarkup(screen.container.firstElementChild);
    cleanup();
    const frame = renderWithProviders(<TranslatorPanelFrame />, { url: '/panel/translator', language });
    expect(visibleMarkup(frame.container.firstElementChild)).toBe(drawn);
    expect(drawn).toContain('<h1 id="translator-panel-title">');
  });
});

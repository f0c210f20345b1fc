import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { i18n, initI18n } from 'shared-ui';
import { renderShell } from '../../testing/render-shell';
import { SPLASH_MS, useSplashVisible } from './splash';

function WithSplash() {
  const visible = useSplashVisible();
  return <p>{visible ? 'covered' : 'site'}</p>;
}

const indexHtml = readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8');

function paintStaticSplash(): void {
  const splash = document.createElement('div');
  splash.id = 'splash';
  splash.dataset.testid = 'splash';
  document.body.append(splash);
}

describe('splash', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the static splash of index.html for 3 seconds after the start, then removes it and shows the site', () => {
    jest.useFakeTimers();
    paintStaticSplash();
    renderShell(<WithSplash />);
    expect(screen.getByText('covered')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SPLASH_MS - performance.now() - 1));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(screen.getByText('site')).toBeInTheDocument();
  });

  it('shows the site at once when the page came without a splash (a later load in the same browser session)', () => {
    renderShell(<WithSplash />);
    expect(screen.getByText('site')).toBeInTheDocument();
  });

  it('is painted from index.html alone, with the wait message of both languages and no script', () => {
    initI18n();
    expect(indexHtml).toContain('data-testid="splash"');
    expect(indexHtml).not.toMatch(/<script/);
    for (const lang of ['tr', 'en']) {
      const message = i18n.getFixedT(lang, 'common')('splash.message');
      expect(indexHtml).toContain(`<p class="splash-message" lang="${lang}">${message}</p>`);
    }
  });
});

import { act, screen } from '@testing-library/react';
import { renderShell } from '../../testing/render-shell';
import { SPLASH_MS, Splash, splashWanted, useSplashVisible } from './splash';

function WithSplash() {
  const visible = useSplashVisible();
  return visible ? <Splash /> : <p>site</p>;
}

describe('splash', () => {
  it('shows the wait message for 3 seconds, then the site', () => {
    jest.useFakeTimers();
    renderShell(<WithSplash />);
    expect(screen.getByTestId('splash')).toHaveTextContent('Lütfen bekleyin, yönlendiriliyorsunuz…');
    act(() => jest.advanceTimersByTime(SPLASH_MS - 1));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(screen.getByText('site')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('is skipped on the e-mail verification pages, whose result must not hide behind it', () => {
    expect(splashWanted('/verify-email')).toBe(false);
    expect(splashWanted('/verify')).toBe(false);
    expect(splashWanted('/')).toBe(true);
    expect(splashWanted('/panel/user')).toBe(true);
  });
});

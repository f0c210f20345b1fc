import { useEffect, useState } from 'react';
import { setSplashVisible } from 'shared-ui';

/** Spec 2.3 / 9: the loading splash stays 3 seconds. */
export const SPLASH_MS = 3000;

/**
 * The splash is painted by the browser from index.html (no script needed), on the first page load of a browser
 * session only: the server leaves it out of later loads and of the e-mail verification pages (decisions.md).
 */
export function staticSplash(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('splash');
}

/**
 * True until SPLASH_MS after the navigation started (the splash was on screen before any script ran), then the
 * static splash is removed; false from the start when the page came without one. Shared with the remotes.
 */
export function useSplashVisible(ms = SPLASH_MS, splash: HTMLElement | null = staticSplash()): boolean {
  const [visible, setVisible] = useState(() => splash?.isConnected ?? false);
  useEffect(() => setSplashVisible(visible), [visible]);
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(
      () => {
        splash.remove();
        setVisible(false);
      },
      Math.max(0, ms - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [ms, splash]);
  return visible;
}

import type * as Analytics from './analytics';
import { reportPageView, startAnalytics } from './analytics';

describe('analytics without ANALYTICS_ID', () => {
  it('loads no script and reports nothing', () => {
    startAnalytics();
    reportPageView('/about');
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('analytics with ANALYTICS_ID', () => {
  it('loads the tag once and reports each page view', () => {
    const meta = document.createElement('meta');
    meta.name = 'app-config';
    meta.content = JSON.stringify({ analyticsId: 'G-TEST123' });
    document.head.appendChild(meta);
    jest.isolateModules(() => {
      // A fresh app-config cache that reads the meta tag above.
      const fresh = jest.requireActual<typeof Analytics>('./analytics');
      fresh.startAnalytics();
      fresh.startAnalytics();
      fresh.reportPageView('/about');
    });
    expect(
      document.querySelectorAll('script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]'),
    ).toHaveLength(1);
    const calls = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls).toContainEqual(['config', 'G-TEST123', { page_path: '/about' }]);
  });
});

import { appConfig } from 'shared-ui';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let loadedId: string | null = null;

/**
 * Spec 2.2: an analytics tag is loaded at start-up, but only when ANALYTICS_ID is configured; without it no script
 * is loaded and nothing leaves the browser.
 */
export function startAnalytics(): void {
  const id = appConfig().analyticsId;
  if (!id || loadedId) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the very `arguments` objects pushed here, so this must stay a function, not an arrow.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Reports one page view; a no-op without analytics. */
export function reportPageView(pagePath: string): void {
  if (!loadedId || !window.gtag) return;
  window.gtag('config', loadedId, { page_path: pagePath });
}

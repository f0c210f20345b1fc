import type { Page } from 'playwright-core';
import { startSite, waitForSite, type Site } from './support/site';

/**
 * The pages a visitor arrives on come with their first screen drawn by the server (ssr/), so a phone
 * paints it before 150 KB of scripts arrive; the browser then takes the page over (hydrates it) in place.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite(); // FIRST_SCREEN=server is the default
});
afterAll(() => site.stop());

/**
 * Opens a page in a new browser session in `lang` (kept in localStorage and in the cookie the server reads), as a
 * visitor arrives: the session's first page, with the splash.
 */
async function open(path: string, lang: 'tr' | 'en') {
  const { context, page } = await site.newPage({ lang, width: 390, height: 844, splash: true });
  await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat|Content Security Policy/i.test(msg.text())) problems.push(msg.text());
  });
  // Once the HTML is parsed, before any script runs: the heading the server drew.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('main h1');
      }
    });
  });
  const response = await page.goto(path);
  return { context, page, problems, html: (await response?.text()) ?? '' };
}

/** The heading the server drew is still the one on screen: React took it over instead of drawing it again. */
const headingKept = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
    return drawn !== null && drawn.isConnected && drawn === document.querySelector('main h1');
  });

describe('the first screen drawn on the server', () => {
  const pages = [
    { path: '/', lang: 'tr', text: 'Nasıl çalışır?' },
    { path: '/login', lang: 'tr', text: 'Giriş Yap' },
    { path: '/services/yeminli-ceviri', lang: 'tr', text: 'Yeminli Çeviri' },
    { path: '/login', lang: 'en', text: 'Sign in' },
    { path: '/services/yeminli-ceviri', lang: 'en', text: 'Sworn Translation' },
  ] as const;

  it.each(pages)(
    '$path ($lang) arrives drawn in the HTML, and the browser takes it over in place with no hydration error',
    async ({ path, lang, text }) => {
      const { context, page, problems, html } = await open(path, lang);
      // (React puts the preload of the page's first image in front)
      expect(html).toMatch(/<div id="root">(<link [^>]+>)*<div inert="">/);
      expect(html).toContain(text);
      await waitForSite(page);
      await page.locator('main').getByText(text).first().waitFor();
      expect(problems).toEqual([]);
      expect(await headingKept(page)).toBe(true);
      await context.close();
    },
  );

  it('shows the sign-in form without JavaScript (no splash over it), and the form works once the scripts have taken the page over', async () => {
    const noScript = await site.browser.newContext({ javaScriptEnabled: false, baseURL: site.url });
    const still = await noScript.newPage();
    await still.goto('/login');
    await still.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    expect(await still.getByLabel('E-posta').isVisible()).toBe(true);
    // the first page of a session: the splash, which no script will lift, is not shown; a line says what is missing
    expect(await still.getByTestId('splash').isVisible()).toBe(false);
    const notice = still.locator('p.no-script');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('Links and forms need JavaScript.');
    await site.screenshot(still, 'first-screen-login-without-scripts');
    await noScript.close();

    const { context, page, problems } = await open('/login', 'tr');
    await waitForSite(page);
    await page.getByLabel('E-posta').fill('nobody@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill('Wrong-Pass-2026!');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /hatalı|geçersiz/i })
      .waitFor();
    expect(page.url()).toBe(`${site.url}/login`); // sent by the app, not by the browser as a query string
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends every page to be drawn by the browser when FIRST_SCREEN is "browser"', async () => {
    const other = await startSite({ FIRST_SCREEN: 'browser' });
    try {
      const res = await fetch(`${other.url}/login`, { headers: { cookie: 'splash_seen=1' } });
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('first-screen-data');
      expect(html).toContain('<script defer="defer" src="/main.js"></script>');
    } finally {
      await other.stop();
    }
  });

  it.each(['/', '/login'])(
    '%s starts its scripts only after its first contentful paint, and is taken over',
    async (path) => {
      const { context, page, html, problems } = await open(path, 'tr');
      expect(html).not.toContain('src="/main.js"');
      await waitForSite(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        main: performance.getEntriesByType('resource').find((e) => e.name.endsWith('/main.js'))?.startTime ?? null,
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.main).toBeGreaterThan(timing.paint ?? Infinity);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("keeps the retry in reach where a drawn page's public remote cannot be loaded, and draws the page once it can", async () => {
    const { context, page } = await site.newPage({ lang: 'tr', width: 390, height: 844 });
    let blocked = true;
    await page.route('**/remotes/mfe-public/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/login');
    await page.getByText('Bu bölüm yüklenemedi.').waitFor();
    await waitForSite(page); // not inert: the section's error is the page's screen
    blocked = false;
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await page.getByRole('heading', { name: 'Giriş Yap' }).waitFor();
    expect(await page.getByText('Bu bölüm yüklenemedi.').count()).toBe(0);
    await context.close();
  });

  it('shows the splash on the first page of a browser session only: a later page comes without it', async () => {
    const { context, page, html } = await open('/', 'tr');
    expect(html).toContain('data-testid="splash"');
    await waitForSite(page);
    const later = await page.goto('/login');
    expect(await later?.text()).not.toContain('data-testid="splash"');
    await context.close();
  });
});

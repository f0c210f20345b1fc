import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { panelPageData } from 'shared-ui/contracts';
import { createUser } from '../api/src/testing/fixtures';
import { putSession } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

/**
 * A panel's first screen is not found one round trip after another: index.html announces the panel's remote and its
 * screen's chunks (api/src/modules/web/preloads.ts), and the shell asks for the screen's first API answers while it
 * starts (shell/src/remotes/panel-start.ts), which the screen then takes instead of asking again.
 */
// starting a site and a browser on a machine shared by many builds takes minutes
jest.setTimeout(300_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
}, 300_000);
afterAll(() => site.stop(), 300_000);

const screenChunks = (pkg: string): Record<string, string[]> =>
  JSON.parse(readFileSync(path.join(__dirname, '..', pkg, 'dist', 'screen-chunks.json'), 'utf8')) as Record<
    string,
    string[]
  >;

/** Every GET to /api the page makes, by its path under /api. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) calls.push(url.pathname.slice(4) + url.search);
  });
  return calls;
}

describe("a panel's start", () => {
  it.each([
    ['admin', '/panel/admin/isler', 'mfe-admin', 'jobs-section', 'İşler'],
    ['user', '/panel/user', 'mfe-customer', 'user-panel-screen', 'Müşteri Paneli'],
  ] as const)(
    'as %s at %s at 390 px: the page announces the screen, and each first answer is asked once',
    async (role, url, pkg, screen, heading) => {
      const account = await createUser(site.app, role);
      const { context, page } = await site.newPage({ width: 390, height: 844 });
      await putSession(context, site.app, account);
      const calls = apiCalls(page);
      const html = (await (await page.goto(url))?.text()) ?? '';
      expect(html).toContain(
        `<link rel="preload" href="/remotes/${pkg}/mf-manifest.json" as="fetch" fetchpriority="low" crossorigin>`,
      );
      for (const file of screenChunks(pkg)[screen] ?? ['missing']) {
        expect(html).toContain(`<link rel="preload" href="/remotes/${pkg}/${file}" as="script" fetchpriority="low">`);
      }
      await waitForSite(page);
      await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
      const keys = panelPageData(url, '');
      for (let i = 0; i < 100 && !keys.every((key) => calls.includes(key)); i += 1) await page.waitForTimeout(100);
      await page.waitForTimeout(1500); // time for a second request of the same answer, if the screen made one
      for (const key of keys) expect({ key, asked: calls.filter((c) => c === key).length }).toEqual({ key, asked: 1 });
      await context.close();
    },
  );

  it.each([
    ['user', '/panel/user', 'tr', 'Müşteri Paneli', 390],
    ['translator', '/panel/translator', 'en', 'Translator panel', 390],
    ['admin', '/panel/admin/dashboard', 'tr', 'Gösterge paneli', 1366],
  ] as const)(
    "as %s at %s (%s): the server's frame shows the heading %s, and at %i px the page takes its place where it stands",
    async (role, url, lang, heading, width) => {
      const account = await createUser(site.app, role);
      const { context, page } = await site.newPage({ lang, width, height: 844 });
      await context.addCookies([{ name: 'lang', value: lang, url: site.url }]);
      await putSession(context, site.app, account);
      // the heading's box as the HTML drew it, before any script; then the layout shifts the page makes
      await page.addInitScript(() => {
        const w = window as unknown as { drawnBox: string; shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifts += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('readystatechange', () => {
          const h1 = document.querySelector('main h1');
          if (document.readyState === 'interactive' && h1) w.drawnBox = JSON.stringify(h1.getBoundingClientRect());
        });
      });
      const html = (await (await page.goto(url))?.text()) ?? '';
      expect(html).toContain('"frame":true');
      expect(html).toContain(`>${heading}</h1>`);
      await waitForSite(page);
      // the frame's heading is there from the first byte: the page has taken over once the inert frame is gone
      await page.waitForFunction(() => document.querySelector('#root > div[inert]') === null);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const after = await page.evaluate(() => {
        const w = window as unknown as { drawnBox: string; shifts: number };
        return {
          drawn: w.drawnBox,
          now: JSON.stringify(document.querySelector('main h1')?.getBoundingClientRect()),
          headers: document.querySelectorAll('[data-testid="site-header"]').length,
          frameGone: document.querySelector('#root > div[inert]') === null,
          shifts: w.shifts,
        };
      });
      expect(after.now).toBe(after.drawn);
      expect(after).toMatchObject({ headers: 1, frameGone: true });
      expect(after.shifts).toBeLessThan(0.01);
      await context.close();
    },
  );

  it('asks for no panel answer without a session: the guard sends the visitor to sign in', async () => {
    const { context, page } = await site.newPage({ width: 390, height: 844 });
    const calls = apiCalls(page);
    await page.goto('/panel/user');
    await waitForSite(page);
    await page.waitForURL(/\/login\?redirect=/);
    expect(calls.filter((c) => c.startsWith('/user/'))).toEqual([]);
    await context.close();
  });
});

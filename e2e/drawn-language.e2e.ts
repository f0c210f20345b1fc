import { startSite, waitForSite, type Site } from './support/site';

/**
 * The language the server drew a page in is the language the page keeps: a visitor with a `lang=en` cookie and
 * nothing in localStorage (a new browser, storage cleared) gets the page drawn in English, and the scripts that
 * take it over start in English too (shared-ui/src/i18n/language.ts reads `<html lang>` when nothing is stored).
 */
// starting a site and a browser on a machine shared by many builds takes minutes
jest.setTimeout(300_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
}, 300_000);
afterAll(() => site.stop(), 300_000);

describe('the language of a drawn page', () => {
  it('stays English when its scripts start, with a lang=en cookie and empty localStorage, at 390 px', async () => {
    // a Turkish browser, so that nothing but the cookie asks for English
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: site.url,
      locale: 'tr-TR',
    });
    await context.addCookies([{ name: 'lang', value: 'en', url: site.url }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('main h1');
      });
    });

    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Sign in');

    await waitForSite(page);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Giriş Yap' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // taken over in place, not drawn again in another language
    const kept = await page.evaluate(() => {
      const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
      return drawn !== null && drawn.isConnected && drawn === document.querySelector('main h1');
    });
    expect(kept).toBe(true);
    expect(await page.getByTestId('lang-switch').first().inputValue()).toBe('en');
    await site.screenshot(page, 'drawn-language-en-390');
    await context.close();
  });
});

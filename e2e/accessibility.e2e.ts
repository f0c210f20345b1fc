import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { createUser } from '../api/src/testing/fixtures';
import { openAdminSection, openAsCustomer } from './support/admin-session';
import { putSession } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

// Each test draws ten or more pages and runs axe on each: about 30 s on a quiet machine, two or three times that
// beside other work.
jest.setTimeout(180_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

/** What axe (WCAG 2.1 A and AA rules) finds serious or critical on the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${new URL(page.url()).pathname}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Moves within the single-page site the way its own links do (history push + popstate, which the router follows),
 * so each page is checked without paying the 3-second start-up splash of a full load again.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

const publicPages = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/about',
  '/contact',
  '/translators',
  '/apply',
  '/apply/form',
  '/services/yeminli-ceviri',
  '/tarih-cevirici',
  // last: the verification address sets the page's language (/dogrula is Turkish)
  '/dogrula',
  '/dogrula/0000-0000-0000-0000-0000-0000',
];

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it.each([
    ['tr', 1280],
    ['en', 390],
  ] as const)('finds nothing serious on the public pages in %s at %i px', async (lang, width) => {
    const { context, page } = await site.newPage({ lang, width });
    const found: string[] = [];
    await page.goto('/');
    await waitForSite(page);
    for (const path of publicPages) {
      await visit(page, path);
      found.push(...(await seriousViolations(page)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it.each([1280, 390])('finds nothing serious in the ten admin sections at %i px', async (width) => {
    const found: string[] = [];
    const { context, page } = await openAdminSection(site, 'dashboard', { width });
    const sidebar = page.getByTestId('admin-sidebar');
    const sections = await sidebar
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(sections).toHaveLength(10);
    for (const href of sections) {
      await visit(page, href);
      found.push(...(await seriousViolations(page)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('finds nothing serious in the customer panel, the settings tabs and the translator panel', async () => {
    const found: string[] = [];
    const { context, page } = await openAsCustomer(site, '/panel/user');
    found.push(...(await seriousViolations(page)));
    for (const tab of ['profil', 'guvenlik', 'bildirimler', 'hesap-silme']) {
      await visit(page, `/settings?tab=${tab}`);
      found.push(...(await seriousViolations(page)));
    }
    await context.close();

    const translator = await createUser(site.app, 'translator');
    const other = await site.newPage();
    await putSession(other.context, site.app, translator);
    await other.page.goto('/panel/translator');
    await waitForSite(other.page);
    found.push(...(await seriousViolations(other.page)));
    await other.context.close();
    expect(found).toEqual([]);
  });
});

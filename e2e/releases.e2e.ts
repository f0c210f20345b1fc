import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { api, createUser } from '../api/src/testing/fixtures';
import { openAdminSection } from './support/admin-session';
import { putSession } from './support/sign-in';
import { buildRemote, checkoutAt, editFile } from './support/remote-builds';
import { startSite, waitForSite, type Site } from './support/site';

/**
 * Releases as a panel team lives them: releases of the admin remote published with `npm run release`, switched and
 * rolled back in Site ayarları → Sürümler while the shell runs on, and version skew that fails soft.
 */
jest.setTimeout(600_000);

const run = promisify(execFile);
/** An earlier commit whose remote shares this shell's contracts (the same shared-ui and React). */
const earlierCommit = '07295fb9d299647187ca6859d15ed6357df1d12d';
const dashboardFile = 'mfe-admin/src/locales/tr/dashboard.ts';

let site: Site;
let checkout: Awaited<ReturnType<typeof checkoutAt>>;
let adminToken: string;

beforeAll(async () => {
  site = await startSite();
  adminToken = (await createUser(site.app, 'admin')).token;
  // Another team's copy of this repository at its newest commit: a visible change, released with the CLI.
  const head = (await run('git', ['rev-parse', 'HEAD'], { cwd: __dirname })).stdout.trim();
  checkout = await checkoutAt(head);
  editFile(checkout.dir, dashboardFile, "title: 'Gösterge paneli',", "title: 'Gösterge paneli — sürüm 1',");
  const released = await run('npm', ['run', 'release', '-w', 'mfe-admin', '--', '--version', '1.0.0'], {
    cwd: checkout.dir,
    // the CLI stores the release where this site's server reads it: its database, or its DATA_DIR without one
    env: { ...process.env, DATA_DIR: site.app.dataDir, DATABASE_URL: site.app.databaseUrl ?? '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(released.stdout).toContain('Released mfe-admin 1.0.0');
});
afterAll(async () => {
  await checkout?.remove();
  await site?.stop();
});

/** Serves `version` of the admin remote (null: the build that came with the server) through the API. */
async function serveAdmin(version: string | null): Promise<void> {
  const res = await api(site.app, 'PUT', '/admin/releases/mfe-admin', { token: adminToken, body: { version } });
  expect(res.status).toBe(200);
}

/** Picks a version (its value; '@built-in' for the build that came with the server) in the card, and confirms. */
async function chooseInPanel(page: Page, version: string, button: string): Promise<void> {
  const card = page
    .getByTestId('releases')
    .locator('li', { has: page.getByRole('heading', { name: 'Yönetim paneli' }) });
  if (button === 'Bu sürümü kullan') await card.getByLabel('Sürüm').selectOption(version);
  await card.getByRole('button', { name: button }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: button.replace(/ \(.*\)$/, '') })
    .click();
  await page.getByText('Sürüm değiştirildi.').waitFor();
}

async function dashboardTitle(page: Page): Promise<string> {
  await page.goto('/panel/admin/dashboard');
  await waitForSite(page);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

describe('releases of the admin remote in the browser', () => {
  it('switches between two versions with different text, each shown after a reload, and rolls back in one step', async () => {
    const { context, page } = await openAdminSection(site, 'site-ayarlari');
    await page
      .getByTestId('releases')
      .getByText(/^1\.0\.0 — /)
      .waitFor({ state: 'attached' });
    await site.screenshot(page, 'releases-card-tr');

    await chooseInPanel(page, '1.0.0', 'Bu sürümü kullan');
    expect(await dashboardTitle(page)).toBe('Gösterge paneli — sürüm 1');
    await site.screenshot(page, 'releases-admin-1.0.0');

    await page.goto('/panel/admin/site-ayarlari');
    await waitForSite(page);
    await chooseInPanel(page, '@built-in', 'Bu sürümü kullan');
    expect(await dashboardTitle(page)).toBe('Gösterge paneli');

    await page.goto('/panel/admin/site-ayarlari');
    await waitForSite(page);
    await chooseInPanel(page, '', 'Önceki sürüme dön (1.0.0)');
    expect(await dashboardTitle(page)).toBe('Gösterge paneli — sürüm 1');
    await page.goto('/panel/admin/site-ayarlari');
    await waitForSite(page);
    // Audited: built-in → 1.0.0, back to built-in, then the rollback to 1.0.0 again.
    const toFirst = page.getByText(/Yönetim paneli: Sunucuyla gelen yapı → 1\.0\.0/);
    await toFirst.first().waitFor();
    expect(await toFirst.count()).toBe(2);
    expect(await page.getByText(/Yönetim paneli: 1\.0\.0 → Sunucuyla gelen yapı/).count()).toBe(1);
    await site.screenshot(page, 'releases-after-rollback-tr');
    await context.close();
    await serveAdmin(null);
  });

  it('runs a remote built from an earlier commit of this repository under the current shell and API', async () => {
    const earlier = await checkoutAt(earlierCommit);
    try {
      const dist = await buildRemote(earlier.dir, 'mfe-admin');
      await site.app.deps.releases.write('mfe-admin', 'earlier-commit', dist, earlierCommit.slice(0, 10));
    } finally {
      await earlier.remove();
    }
    await serveAdmin('earlier-commit');
    const { context, page } = await openAdminSection(site, 'isler');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Bu bölüm yüklenemedi.' }).count()).toBe(0);
    await site.screenshot(page, 'releases-earlier-commit');
    await context.close();
    await serveAdmin(null);
  });

  it('refuses softly a remote built against a shared-ui the shell does not provide, the rest of the site working', async () => {
    // The same team's remote, built after a breaking shared-ui release (1.0.0) the shell has not taken yet.
    editFile(checkout.dir, 'shared-ui/package.json', '"version": "0.1.0"', '"version": "1.0.0"');
    const dist = await buildRemote(checkout.dir, 'mfe-admin');
    await site.app.deps.releases.write('mfe-admin', 'needs-shared-ui-1', dist, null);
    await serveAdmin('needs-shared-ui-1');

    for (const lang of ['tr', 'en'] as const) {
      // Not openAdminSection: it waits for the admin sidebar, which is the refused remote's.
      const { context, page } = await site.newPage({ lang, width: 390, height: 844 });
      await putSession(context, site.app, await createUser(site.app, 'admin'));
      await page.goto('/panel/admin/dashboard');
      await waitForSite(page);
      const failed = lang === 'tr' ? 'Bu bölüm yüklenemedi.' : 'This section could not be loaded.';
      await page.getByRole('alert').filter({ hasText: failed }).waitFor();
      await page.getByRole('button', { name: lang === 'tr' ? 'Sayfayı yenile' : 'Reload the page' }).waitFor();
      await page.getByTestId('site-header').waitFor(); // the shell itself is unharmed
      await site.screenshot(page, `releases-skew-refused-${lang}`);
      await context.close();
    }

    await serveAdmin(null);
    const { context, page } = await openAdminSection(site, 'dashboard');
    await page.getByRole('heading', { name: 'Gösterge paneli', level: 1 }).waitFor();
    await context.close();
  });
});

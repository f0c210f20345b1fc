import type { Page } from 'playwright-core';
import { createUser, fixturePassword } from '../api/src/testing/fixtures';
import { openAdminSection, openAsCustomer } from './support/admin-session';
import { seedPaidJobs } from './support/paid-jobs';
import { submitLogin } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const loginFailed = 'E-posta veya şifre hatalı.';

/** The settings screen's tab list (a contract: data-testid="settings-tabs"). */
async function openTab(page: Page, name: string): Promise<void> {
  const tabs = page.getByTestId('settings-tabs');
  await tabs.getByRole('tab', { name, exact: true }).click();
  await tabs.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

/** Opens /login (a full load, so the splash once more) and sends the form. */
async function loginThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForSite(page);
  await submitLogin(page, email, password);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

describe('account settings in the browser', () => {
  it('keeps the province and district chosen in the profile after a reload', async () => {
    const { context, page } = await openAsCustomer(site, '/settings');
    await page.getByTestId('settings-tabs').getByRole('tab', { name: 'Profil', selected: true }).waitFor();
    const country = page.getByLabel('Yaşadığınız ülke', { exact: true });
    const city = page.getByLabel('İl', { exact: true });
    const district = page.getByLabel('İlçe', { exact: true });
    await country.selectOption('Türkiye');
    await city.selectOption('İstanbul');
    await district.locator('option', { hasText: 'Kadıköy' }).waitFor({ state: 'attached' });
    await district.selectOption('Kadıköy');
    await page.getByLabel('Adres', { exact: true }).fill('Moda Caddesi No: 12');
    await page.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await page.getByText('Profil güncellendi!').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header then sits on top of the full-page shot
    await site.screenshot(page, 'settings-profile-saved');

    await page.reload();
    await waitForSite(page);
    await page.getByLabel('İlçe', { exact: true }).waitFor();
    expect(await page.getByLabel('Yaşadığınız ülke', { exact: true }).inputValue()).toBe('Türkiye');
    expect(await page.getByLabel('İl', { exact: true }).inputValue()).toBe('İstanbul');
    expect(await page.getByLabel('İlçe', { exact: true }).inputValue()).toBe('Kadıköy');
    expect(await page.getByLabel('Adres', { exact: true }).inputValue()).toBe('Moda Caddesi No: 12');
    await context.close();
  });

  it('changes the password in Güvenlik; after signing out only the new password signs in', async () => {
    const { context, page, customer } = await openAsCustomer(site, '/settings');
    const newPassword = 'Yeni-Sifre-2024!';
    await openTab(page, 'Güvenlik');
    await page.getByLabel('Mevcut şifre', { exact: true }).fill(fixturePassword);
    await page.getByLabel('Yeni şifre', { exact: true }).fill(newPassword);
    await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Güncelle', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Şifreniz güncellendi.' }).waitFor(); // the server's message (spec 8)
    expect(new URL(page.url()).searchParams.get('tab')).toBe('guvenlik');

    // sign out from the account menu: the session is cleared and the page reloads, so the guard sends the
    // visitor from /settings to the login page
    await page.getByTestId('account-menu').getByRole('button').first().click();
    await page.getByRole('button', { name: 'Çıkış Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await waitForSite(page);
    expect(await storedToken(page)).toBeNull();

    await loginThroughForm(page, customer.email, fixturePassword);
    await page.getByRole('alert').filter({ hasText: loginFailed }).waitFor();
    expect(await storedToken(page)).toBeNull();

    await submitLogin(page, customer.email, newPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { email?: string });
    expect(user.email).toBe(customer.email);
    await context.close();
  });

  it('deletes the account in Hesap Silme: lands on /, the session is gone and the account cannot sign in', async () => {
    const { context, page, customer } = await openAsCustomer(site, '/settings?tab=hesap-silme');
    await page.getByTestId('settings-tabs').getByRole('tab', { name: 'Hesap Silme', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Hesabımı sil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hesabı sil' });
    await dialog
      .getByText('Bu işlem geri alınamaz. Hesabınızı silmek istediğinizden emin misiniz?', { exact: true })
      .waitFor();
    await site.screenshot(page, 'settings-delete-confirm');
    await dialog.getByRole('button', { name: 'Evet, hesabımı sil' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Hesabınız silindi.').waitFor();
    await page.waitForFunction(() => localStorage.getItem('token') === null && localStorage.getItem('user') === null);
    // the header offers signing in again: no session is left
    await page.getByTestId('account-menu').getByRole('link', { name: 'Giriş Yap' }).waitFor();

    await loginThroughForm(page, customer.email, fixturePassword);
    await page.getByRole('alert').filter({ hasText: loginFailed }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});

describe('the admin dashboard in the browser', () => {
  beforeAll(async () => {
    const customer = await createUser(site.app, 'user');
    const translator = await createUser(site.app, 'translator');
    await seedPaidJobs(site.app, customer.id, translator.id, [
      { monthsAgo: 0, customerPrice: 2400, translatorPrice: 1300 },
      { monthsAgo: 0, customerPrice: 850, translatorPrice: 400, status: 'in_progress' },
      { monthsAgo: 1, customerPrice: 3100, translatorPrice: 1750 },
      { monthsAgo: 3, customerPrice: 1200, translatorPrice: 600 },
      { monthsAgo: 6, customerPrice: 4200, translatorPrice: 2500 },
    ]);
  });

  it('shows the counts and the monthly finance chart with the paid jobs', async () => {
    const { context, page } = await openAdminSection(site, 'dashboard');
    await page.getByRole('heading', { level: 1, name: 'Gösterge paneli' }).waitFor();
    await page.getByTestId('stat-completedJobs').getByText('4', { exact: true }).waitFor();
    await page.getByTestId('stat-pendingJobs').getByText('1', { exact: true }).waitFor();
    // the chart is drawn once half its box is on the screen (use-on-screen.ts)
    await page.getByTestId('finance-chart-box').scrollIntoViewIfNeeded();
    const chart = page.getByTestId('finance-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toBe(
      'Son 12 ayın aylık gelir, gider, sabit gider ve net kâr grafiği',
    );
    // one bar per series and month with money in it: income and translator payments in 4 months
    await chart.locator('.recharts-bar-rectangle path').first().waitFor();
    expect(await chart.locator('.recharts-bar-rectangle path').count()).toBeGreaterThanOrEqual(8);
    await chart.getByText('Toplam gelir').waitFor();
    await chart.getByText('Net kâr').waitFor();
    await page.waitForLoadState('networkidle');
    await site.screenshot(page, 'dashboard-desktop');
    await context.close();
  });

  it('hides the admin sidebar on a phone until the toggle shows it', async () => {
    const { context, page } = await openAdminSection(site, 'dashboard', { width: 390, height: 844 });
    const sidebar = page.getByTestId('admin-sidebar');
    const toggle = page.getByRole('button', { name: 'Menüyü göster' });
    await toggle.waitFor();
    expect(await sidebar.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Menüyü gizle', expanded: true }).waitFor();
    await site.screenshot(page, 'admin-sidebar-phone');

    await sidebar.getByRole('link', { name: 'Diller' }).click();
    await page.waitForURL('**/panel/admin/diller');
    await page.getByRole('heading', { level: 1, name: 'Diller' }).waitFor();
    await sidebar.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});

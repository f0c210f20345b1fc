import type { Page } from 'playwright-core';
import { linkFrom, startSite, waitForSite, type Site } from './support/site';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

async function fillRegistration(page: Page, email: string): Promise<void> {
  await page.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await page.getByLabel('Soyad', { exact: true }).fill('Yılmaz');
  await page.getByLabel('Doğum tarihi').fill('1990-05-15');
  await page.getByLabel('Telefon', { exact: true }).fill('5321234567');
  await page.getByLabel('E-posta', { exact: true }).fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill('Guclu-Sifre1!');
}

describe('accounts in the browser', () => {
  it('registers through the real form, verifies by the mailed link, signs in and lands on the customer panel', async () => {
    const { context, page } = await site.newPage({ lang: 'tr' });
    const email = 'ayse.yilmaz@example.com';
    await page.goto('/register');
    await waitForSite(page);
    await fillRegistration(page, email);
    const submit = page.getByRole('button', { name: 'Kayıt Ol' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox').nth(0).check();
    await page.getByRole('checkbox').nth(1).check();
    expect(await submit.isEnabled()).toBe(true);

    const alertText = new Promise<string>((resolve) =>
      page.once('dialog', (d) => (resolve(d.message()), void d.accept())),
    );
    await submit.click();
    expect(await alertText).toBe('Kayıt başarılı!');
    await page.waitForURL('**/login');

    const mail = await site.inbox.waitFor(email);
    const link = linkFrom(mail.text, `${site.url}/verify-email?token=`);
    expect(new URL(link).searchParams.get('email')).toBe(email);

    await page.goto(link);
    await page.waitForURL(/\/verify\?status=success/);
    await page.getByText('E-posta adresiniz doğrulandı!').waitFor();

    await page.goto('/panel/user');
    await page.waitForURL(/\/login\?redirect=%2Fpanel%2Fuser/);
    await page.getByLabel('E-posta', { exact: true }).fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('Guclu-Sifre1!');
    await page.locator('main').getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/panel/user');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { role?: string });
    expect(stored.role).toBe('user');
    await context.close();
  });

  it('sends an anonymous visitor of a panel to the login page with a redirect back', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/panel/admin');
    await page.waitForURL(/\/login\?redirect=%2Fpanel%2Fadmin/);
    await context.close();
  });

  it('shows the wrong-role alert and sends a customer away from the admin panel', async () => {
    const { context, page } = await site.newPage();
    await page.goto('/login');
    await waitForSite(page);
    await page.getByLabel('E-posta', { exact: true }).fill('ayse.yilmaz@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill('Guclu-Sifre1!');
    await page.locator('main').getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const alertText = new Promise<string>((resolve) =>
      page.once('dialog', (d) => (resolve(d.message()), void d.accept())),
    );
    await page.evaluate(() => {
      window.history.pushState({}, '', '/panel/admin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await alertText).toBe(
      'Bu sayfaya erişim izniniz yok. Sipariş için lütfen normal kullanıcı kaydı oluşturun.',
    );
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps the chosen language across a reload', async () => {
    const { context, page } = await site.newPage({ lang: 'tr' });
    await page.goto('/login');
    await waitForSite(page);
    await page.getByTestId('lang-switch').selectOption('en');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await waitForSite(page);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await context.close();
  });

  it('fades the header in with scroll on the home page (0.1 → 1, 1 while a menu is open) and shows it at 0.96 elsewhere', async () => {
    const { context, page } = await site.newPage({ lang: 'tr' });
    const header = page.getByTestId('site-header');
    const opacity = async () => Number(await header.evaluate((el) => getComputedStyle(el).opacity));
    await page.goto('/');
    await waitForSite(page);
    await page.getByRole('region', { name: 'Öne çıkanlar' }).waitFor();
    expect(await opacity()).toBeCloseTo(0.1, 2);
    // an open menu is read at full opacity, even at the top of the page
    await header.getByRole('button', { name: 'Hizmetlerimiz' }).click();
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-testid="site-header"]')!).opacity === '1',
    );
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-testid="site-header"]')!).opacity === '1',
    );
    await header.getByRole('link', { name: 'Hakkımızda' }).click();
    await page.waitForURL('**/about');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-testid="site-header"]')!).opacity === '0.96',
    );
    await context.close();
  });

  it('shows a localized error with a retry when a remote cannot be loaded, while the header keeps working', async () => {
    const { context, page } = await site.newPage({ lang: 'tr' });
    let blocked = true;
    await page.route('**/remotes/mfe-public/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/about');
    await waitForSite(page);
    await page.getByText('Bu bölüm yüklenemedi.').waitFor();
    await page.getByTestId('lang-switch').selectOption('en');
    await page.getByText('This section could not be loaded.').waitFor();
    await site.screenshot(page, 'remote-unreachable-en');
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('This section could not be loaded.').waitFor({ state: 'detached' });
    await context.close();
  });

  it.each(['tr', 'en'] as const)(
    'renders home, register and login in %s (screenshots kept as artifacts)',
    async (lang) => {
      const { context, page } = await site.newPage({ lang });
      for (const [path, name] of [
        ['/', 'home'],
        ['/register', 'register'],
        ['/login', 'login'],
      ] as const) {
        await page.goto(path);
        await waitForSite(page);
        await page.waitForLoadState('networkidle');
        await site.screenshot(page, `${name}-${lang}`);
      }
      const phone = await site.newPage({ lang, width: 390, height: 844 });
      await phone.page.goto('/register');
      await waitForSite(phone.page);
      await site.screenshot(phone.page, `register-${lang}-phone`);
      await phone.context.close();
      await context.close();
    },
  );
});

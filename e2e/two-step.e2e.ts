import type { Page } from 'playwright-core';
import { createUser, fixturePassword } from '../api/src/testing/fixtures';
import { totpCodeAt } from '../api/src/lib/two-step/totp';
import { enrolTwoStep, requireTwoStepOfAdmins } from '../api/src/testing/two-step';
import { putSession, submitLogin, type Lang } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

jest.setTimeout(180_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const texts = {
  tr: {
    setUp: 'İki adımlı girişi kur',
    code: 'Doğrulama kodu',
    confirm: 'Doğrula ve aç',
    recovery: 'Kurtarma kodlarınız',
    saved: 'Kodları kaydettim',
    on: /İki adımlı giriş .* tarihinden beri açık\./,
    sessions: 'Açık oturumlar',
    thisDevice: 'Bu cihaz',
    stepTitle: 'Doğrulama kodu',
    verify: 'Doğrula',
    wrong: 'Kod hatalı ya da daha önce kullanıldı. Uygulamadaki yeni kodu giriniz.',
    required: 'Ofis, yönetici hesaplarında iki adımlı girişi zorunlu tutuyor. Yönetim paneline girmeden önce açın.',
    menu: 'Menü',
    dashboard: 'Gösterge paneli',
    panel: 'Panelim',
    signOutOthers: 'Diğer tüm oturumları kapat',
    signOutOthersTitle: 'Diğer tüm oturumlar kapatılsın mı?',
    signedOutOthers: 'Diğer tüm oturumlar kapatıldı.',
  },
  en: {
    setUp: 'Set up two-step sign-in',
    code: 'Verification code',
    confirm: 'Verify and turn on',
    recovery: 'Your recovery codes',
    saved: 'I have saved the codes',
    on: /Two-step sign-in has been on since/,
    sessions: 'Open sessions',
    thisDevice: 'This device',
    stepTitle: 'Verification code',
    verify: 'Verify',
    wrong: 'The code is wrong or has already been used. Enter the new code from your app.',
    required: 'The office requires two-step sign-in for admin accounts. Turn it on before using the admin panel.',
    menu: 'Menu',
    dashboard: 'Dashboard',
    panel: 'My Panel',
    signOutOthers: 'Sign out everywhere else',
    signOutOthersTitle: 'Sign out all other sessions?',
    signedOutOthers: 'All other sessions have been signed out.',
  },
} as const;

const phone = { width: 390, height: 844 };

/** Sets up two-step sign-in from Güvenlik as a person with the app would: the key shown, then the app's code. */
async function enrolOnScreen(page: Page, t: (typeof texts)[Lang]): Promise<void> {
  await page.getByRole('button', { name: t.setUp }).click();
  const key = page.getByTestId('two-step-key');
  await key.waitFor();
  const secret = (await key.innerText()).replace(/\s/g, '');
  await page.getByLabel(t.code, { exact: true }).fill(totpCodeAt(secret, Date.now()));
  await page.getByRole('button', { name: t.confirm }).click();
  await page.getByRole('list', { name: t.recovery }).waitFor();
  await page.getByRole('button', { name: t.saved }).click();
  await page.getByText(t.on).waitFor();
}

/** A phone-sized browser signed in through the login form, so the sign-in is a session of its own. */
async function signedInPhone(email: string, lang: Lang): Promise<Page> {
  const { page } = await site.newPage({ lang, ...phone });
  await page.goto('/login?redirect=/settings?tab=guvenlik');
  await waitForSite(page);
  await submitLogin(page, email, fixturePassword, lang);
  await page.waitForURL((url) => url.pathname === '/settings');
  return page;
}

describe.each(['tr', 'en'] as const)('two-step sign-in in the browser (%s, 390 px)', (lang) => {
  const t = texts[lang];

  it('sets up two-step sign-in from Güvenlik with the QR key, then signs in with the app code; a reused code is refused', async () => {
    const account = await createUser(site.app, lang === 'tr' ? 'user' : 'admin');
    const page = await signedInPhone(account.email, lang);

    await page.getByRole('button', { name: t.setUp }).click();
    const key = page.getByTestId('two-step-key');
    await key.waitFor();
    await page.getByRole('img', { name: /QR/ }).waitFor();
    await site.screenshot(page, `two-step-enrol-qr-${lang}`);
    const secret = (await key.innerText()).replace(/\s/g, '');
    const firstCode = totpCodeAt(secret, Date.now());
    await page.getByLabel(t.code, { exact: true }).fill(firstCode);
    await page.getByRole('button', { name: t.confirm }).click();
    const codes = page.getByRole('list', { name: t.recovery });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await site.screenshot(page, `two-step-recovery-codes-${lang}`);
    await page.getByRole('button', { name: t.saved }).click();
    await page.getByText(t.on).waitFor();
    const sessions = page.getByRole('list', { name: t.sessions });
    await sessions.getByText(t.thisDevice).waitFor();
    await site.screenshot(page, `two-step-on-sessions-${lang}`);
    await page.context().close();

    // a new phone: the password, then the app's code
    const { context, page: phone } = await site.newPage({ lang, width: 390, height: 844 });
    await phone.goto('/login');
    await waitForSite(phone);
    await submitLogin(phone, account.email, fixturePassword, lang);
    await phone.getByRole('heading', { name: t.stepTitle }).waitFor();
    expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await site.screenshot(phone, `two-step-sign-in-code-${lang}`);
    // the code that turned it on has been used: replayed, it is refused
    await phone.getByLabel(t.code, { exact: true }).fill(firstCode);
    await phone.getByRole('button', { name: t.verify, exact: true }).click();
    await phone.getByText(t.wrong).waitFor();
    await site.screenshot(phone, `two-step-sign-in-refused-${lang}`);
    await phone.getByLabel(t.code, { exact: true }).fill(totpCodeAt(secret, Date.now() + 30_000));
    await phone.getByRole('button', { name: t.verify, exact: true }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    expect(await phone.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await context.close();
  });
  it('sends an admin without it from the panel to set it up while the office requires it, then opens the panel', async () => {
    const office = await createUser(site.app, 'admin');
    await enrolTwoStep(site.app, office);
    await requireTwoStepOfAdmins(site.app, office, true);
    try {
      const colleague = await createUser(site.app, 'admin');
      const { context, page } = await site.newPage({ lang, ...phone });
      await putSession(context, site.app, colleague);
      await page.goto('/panel/admin');
      await waitForSite(page);
      await page.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'guvenlik');
      await page.getByText(t.required).waitFor();
      await site.screenshot(page, `two-step-required-${lang}`);
      await enrolOnScreen(page, t);
      await page.getByRole('button', { name: t.menu, exact: true }).click();
      await page.getByRole('link', { name: t.panel, exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/panel/admin'));
      await page.getByTestId('admin-sidebar').waitFor({ state: 'attached' });
      await page.getByRole('heading', { name: t.dashboard, level: 1 }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await site.screenshot(page, `two-step-required-panel-open-${lang}`);
      await context.close();
    } finally {
      await requireTwoStepOfAdmins(site.app, office, false);
    }
  });

  it('lists the sessions and signs out everywhere else: the other phone must sign in again, this one carries on', async () => {
    const account = await createUser(site.app, 'translator');
    const other = await signedInPhone(account.email, lang);
    const page = await signedInPhone(account.email, lang);
    const sessions = page.getByRole('list', { name: t.sessions });
    await sessions.getByText(t.thisDevice).waitFor();
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await site.screenshot(page, `two-step-sessions-two-${lang}`);

    await page.getByRole('button', { name: t.signOutOthers }).click();
    const dialog = page.getByRole('dialog', { name: t.signOutOthersTitle });
    await dialog.getByRole('button', { name: t.signOutOthers }).click();
    await page.getByText(t.signedOutOthers).waitFor();
    await sessions.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
    await site.screenshot(page, `two-step-sessions-signed-out-others-${lang}`);

    // this phone's next requests use the token the answer carried
    await page.reload();
    await waitForSite(page);
    await sessions.getByText(t.thisDevice).waitFor();
    expect(page.url()).toContain('/settings');
    // the other phone's token is refused on its next request: it is sent to sign in
    await other.reload();
    await waitForSite(other);
    await other.waitForURL((url) => url.pathname === '/login');
    expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await site.screenshot(other, `two-step-sessions-other-phone-${lang}`);
    await page.context().close();
    await other.context().close();
  });
});

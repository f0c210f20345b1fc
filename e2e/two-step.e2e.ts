import type { Page } from 'playwright-core';
import { createUser, fixturePassword } from '../api/src/testing/fixtures';
import { totpCodeAt } from '../api/src/lib/two-step/totp';
import { submitLogin, type Lang } from './support/sign-in';
import { startSite, waitForSite, type Site } from './support/site';

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
  },
} as const;

/** A phone-sized browser signed in through the login form, so the sign-in is a session of its own. */
async function signedInPhone(email: string, lang: Lang): Promise<Page> {
  const { page } = await site.newPage({ lang, width: 390, height: 844 });
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
});

import type { BrowserContext, Page } from 'playwright-core';
import type { TestApp } from '../../api/src/testing/test-app';
import { waitForSite } from './site';

export type Lang = 'tr' | 'en';

const loginTexts = {
  tr: { email: 'E-posta', password: 'Şifre', submit: /^Giriş Yap$/ },
  en: { email: 'E-mail', password: 'Password', submit: /^Sign in$/i },
} as const;

/** Fills the login page's form (the page must be showing it) and sends it. */
export async function submitLogin(page: Page, email: string, password: string, lang: Lang = 'tr'): Promise<void> {
  const texts = loginTexts[lang];
  const form = page.locator('main');
  await form.getByLabel(texts.email, { exact: true }).fill(email);
  await form.getByLabel(texts.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: texts.submit }).click();
}

/**
 * A person opening a panel while signed out: the guard sends them to /login?redirect=…, they sign in there and the
 * login page brings them back to the panel (one page load, so one splash).
 */
export async function signInTo(
  page: Page,
  panelPath: string,
  email: string,
  password: string,
  lang: Lang = 'tr',
): Promise<void> {
  await page.goto(panelPath);
  await waitForSite(page);
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === panelPath);
  await submitLogin(page, email, password, lang);
  await page.waitForURL((url) => url.pathname === panelPath);
}

/**
 * Setup, not a journey: puts an existing account's session (its token, and the user as the API's login answers it)
 * into the context's localStorage before any page script runs, as a sign-in would have left it. Written on the
 * context's first page load only, so a later sign-out stays signed out.
 */
export async function putSession(
  context: BrowserContext,
  app: TestApp,
  account: { id: number; token: string },
): Promise<void> {
  const row = await app.db('users').where({ id: account.id }).first('id', 'name', 'surname', 'email', 'role');
  if (!row) throw new Error(`no user ${account.id}`);
  const user = { id: row.id, name: row.name, surname: row.surname, email: row.email, role: row.role };
  await context.addInitScript(
    ({ token, userJson }) => {
      if (localStorage.getItem('e2e-session-put')) return;
      localStorage.setItem('e2e-session-put', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', userJson);
    },
    { token: account.token, userJson: JSON.stringify(user) },
  );
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../../api/src/testing/test-app';
import { startSmtpInbox } from '../../api/src/testing/smtp-inbox';

export const artifactsDir = path.join(__dirname, '..', 'artifacts');

/** Debian's Chromium: a test tool's own browser download does not work on these machines. */
const launchArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export interface Site {
  app: TestApp;
  inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  browser: Browser;
  url: string;
  /**
   * A fresh browser profile (its own localStorage) with the language preset. Its first page load comes without the
   * 3-second splash unless `splash` is set: first-screen.e2e.ts proves the splash, and every other test would only
   * wait it out once more per profile.
   */
  newPage(options?: {
    lang?: 'tr' | 'en';
    width?: number;
    height?: number;
    splash?: boolean;
  }): Promise<{ context: BrowserContext; page: Page }>;
  screenshot(page: Page, name: string): Promise<void>;
  stop(): Promise<void>;
}

/** The production build served by a real API with its own database and a real SMTP inbox, driven by Chromium. */
export async function startSite(
  env: {
    FIRST_SCREEN?: 'server' | 'browser';
    IYZICO_API_KEY?: string;
    IYZICO_SECRET_KEY?: string;
    IYZICO_BASE_URL?: string;
    JOB_ALERT_GROUP_SECONDS?: number;
  } = {},
): Promise<Site> {
  const inbox = await startSmtpInbox();
  const app = await startTestApp({ SMTP_URL: inbox.url, ...env });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: launchArgs });
  mkdirSync(artifactsDir, { recursive: true });
  return {
    app,
    inbox,
    browser,
    url: app.url,
    async newPage({ lang = 'tr', width = 1280, height = 900, splash = false } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        baseURL: app.url,
        locale: lang === 'en' ? 'en-GB' : 'tr-TR',
      });
      // the session cookie the server sets with the splash (api/src/modules/web/web-assets.ts): shown already
      if (!splash) await context.addCookies([{ name: 'splash_seen', value: '1', url: app.url }]);
      await context.addInitScript((l) => {
        if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
      }, lang);
      const page = await context.newPage();
      return { context, page };
    },
    async screenshot(page, name) {
      await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
    },
    async stop() {
      await browser.close();
      await app.stop();
      await inbox.stop();
    },
  };
}

/**
 * The shell shows a 3-second splash on the first load of a session (spec 2.3) when the profile asked for it; wait it
 * out, and for the site to be in reach: a page drawn on the server stays inert until its scripts have taken it over.
 */
export async function waitForSite(page: Page): Promise<void> {
  await page
    .getByTestId('splash')
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.getByTestId('site-header').waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('#root > div:not([inert])') !== null, undefined, {
    timeout: 30_000,
  });
}

/** The first link in a captured mail that starts with `prefix`. */
export function linkFrom(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no link starting with ${prefix} in mail`);
  return match[0].replace(/&amp;/g, '&');
}

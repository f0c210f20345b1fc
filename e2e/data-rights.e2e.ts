import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api, createUser } from '../api/src/testing/fixtures';
import { pdfBytes, uploadForm } from '../api/src/modules/jobs/job-test-helpers';
import { openAdminSection, openAsCustomer } from './support/admin-session';
import { putSession } from './support/sign-in';
import { artifactsDir, linkFrom, startSite, waitForSite, type Site } from './support/site';

jest.setTimeout(240_000);

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const phone = { width: 390, height: 844 };
/** Where this journey's screenshots go (SHOTS_DIR to keep them apart from the other journeys'). */
const shotsDir = process.env.SHOTS_DIR ?? artifactsDir;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(shotsDir, `data-rights-${name}.png`), fullPage: true });

const texts = {
  tr: {
    tab: 'Kişisel Verilerim',
    request: 'Verilerimi iste',
    ready: 'Hazır',
    empty: 'Henüz bir veri dosyası istemediniz.',
    bannerLabel: 'Aydınlatma metni güncellendi',
    consent: 'Onaylıyorum',
    recorded: 'Onayınız kaydedildi.',
    mailAction: 'Verilerimi indir:',
    upToDate: /Yürürlükteki sürümü \(sürüm \d+\) onayladınız/,
  },
  en: {
    tab: 'My personal data',
    request: 'Request my data',
    ready: 'Ready',
    empty: 'You have not asked for a data file yet.',
    bannerLabel: 'The privacy notice has changed',
    consent: 'I consent',
    recorded: 'Your consent has been recorded.',
    mailAction: 'Download my data:',
    upToDate: /You have consented to the version in force \(version \d+\)/,
  },
} as const;

/** The office publishes a new version of the notice through the API (its screen is driven in its own test). */
async function publishNewVersion(marker: string): Promise<number> {
  const admin = await createUser(site.app, 'admin');
  const current = await api(site.app, 'GET', '/admin/privacy-notice', { token: admin.token });
  const res = await api(site.app, 'POST', '/admin/privacy-notice', {
    token: admin.token,
    body: {
      content_tr: `${current.body.content_tr}\n\n${marker}`,
      content_en: `${current.body.content_en}\n\n${marker}`,
    },
  });
  return res.body.notice.version as number;
}

describe.each(['tr', 'en'] as const)('data rights on a phone (%s)', (lang) => {
  const t = texts[lang];

  it('asks for the data export, is mailed when it is ready and downloads the ZIP from Ayarlar', async () => {
    const { context, page, customer } = await openAsCustomer(site, '/settings?tab=kisisel-veriler', { lang, ...phone });
    await site.app.db('users').where({ id: customer.id }).update({ locale: lang });
    await api(site.app, 'POST', '/user/upload', {
      token: customer.token,
      form: uploadForm({}, { bytes: pdfBytes('tapu'), name: 'tapu.pdf' }),
    });
    await page.getByTestId('settings-tabs').getByRole('tab', { name: t.tab, selected: true }).waitFor();
    await page.getByText(t.empty).waitFor();
    await shot(page, `${lang}-1-empty`);

    await page.getByRole('button', { name: t.request }).click();
    await page.getByTestId('data-export').getByText(t.ready, { exact: true }).waitFor({ timeout: 60_000 });
    const mail = await site.inbox.waitForText(customer.email, 'kisisel-veriler');
    // in the account's language (the mail test reads the text as the inbox decoded it)
    expect(Buffer.from(mail.text, 'latin1').toString('utf8')).toContain(t.mailAction);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${lang}-2-ready`);

    // the mail leads to the signed-in tab, where the file is downloaded
    await page.goto(linkFrom(mail.text, site.url));
    await waitForSite(page);
    const link = page.getByTestId('data-export').getByRole('link');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = readFileSync((await download.path()) as string);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('account.json'))).toBe(true);
    await context.close();
  });

  it('asks a signed-in user to consent to a new version of the privacy notice, and records it', async () => {
    // an account made before the new version: it consented to the one in force then
    const customer = await createUser(site.app, 'user');
    const version = await publishNewVersion(`E2E ${lang} ${Date.now()}`);
    const { context, page } = await site.newPage({ lang, ...phone });
    await putSession(context, site.app, customer);
    await page.goto('/');
    await waitForSite(page);
    const banner = page.getByRole('region', { name: t.bannerLabel });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(String(version));
    await page.screenshot({ path: path.join(shotsDir, `data-rights-${lang}-3-consent-banner.png`) });
    await banner.getByRole('button', { name: t.consent }).click();
    await page.getByText(t.recorded).waitFor();
    await banner.waitFor({ state: 'detached' });

    await page.goto('/settings?tab=kisisel-veriler');
    await waitForSite(page);
    await page.getByText(t.upToDate).waitFor();
    await page.getByText(t.upToDate).scrollIntoViewIfNeeded();
    await shot(page, `${lang}-4-consent-recorded`);

    await page.goto('/aydinlatma-metni');
    await waitForSite(page);
    await page.getByTestId('privacy-notice').waitFor();
    await page.screenshot({ path: path.join(shotsDir, `data-rights-${lang}-5-notice.png`) });
    await context.close();
  });

  it('lets the office publish a new version from Site ayarları', async () => {
    const { context, page } = await openAdminSection(site, 'site-ayarlari', { lang, ...phone });
    const card = page.getByTestId('privacy-notice-admin');
    const field = card.getByLabel(lang === 'tr' ? 'Türkçe metin' : 'Turkish text', { exact: true });
    await field.waitFor();
    await field.fill(`${await field.inputValue()}\n\nEk bölüm ${lang}`);
    await card
      .getByRole('button', { name: lang === 'tr' ? 'Yeni sürüm olarak yayımla' : 'Publish as a new version' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: lang === 'tr' ? 'Yayımla' : 'Publish', exact: true }).click();
    await page
      .getByText(
        lang === 'tr'
          ? 'Aydınlatma metninin yeni sürümü yayımlandı.'
          : 'The new version of the privacy notice has been published.',
      )
      .first()
      .waitFor();
    // the toast closed and the card's top under the sticky header, so the shot shows the card itself
    await page
      .getByRole('button', { name: lang === 'tr' ? 'Kapat' : 'Close' })
      .first()
      .click()
      .catch(() => undefined);
    await card.evaluate((el) => {
      el.scrollIntoView();
      window.scrollBy(0, -80);
    });
    await page.screenshot({ path: path.join(shotsDir, `data-rights-${lang}-6-admin-notice.png`) });
    await context.close();
  });
});

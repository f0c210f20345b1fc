import path from 'node:path';
import type { Page } from 'playwright-core';
import { api, createUser } from '../api/src/testing/fixtures';
import { openAdminSection, openAsCustomer } from './support/admin-session';
import { seedPaidJobs } from './support/paid-jobs';
import { putSession } from './support/sign-in';
import { artifactsDir, startSite, waitForSite, type Site } from './support/site';

/**
 * English content pages, the payouts queue, the SMS-free notification settings, a mistyped verification code, the
 * thread's drop zone and the translator's earnings, in Turkish and English at a phone's and a laptop's width.
 * Screenshots go to SHOTS_DIR (or the artifacts folder) to be looked at.
 */
const shotsDir = process.env.SHOTS_DIR ?? artifactsDir;
const widths = { phone: 390, laptop: 1366 } as const;
const langs = ['tr', 'en'] as const;

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

/** The whole page from its top: scrolled, the pinned header would be drawn over the middle of a full-page shot. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** No part of the page is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('what the walk changed, at 390 and 1366 px in Turkish and English', () => {
  it('shows the FAQ in the reader’s language, drawn in the first screen, telling the card or transfer story', async () => {
    for (const lang of langs)
      for (const [size, width] of Object.entries(widths)) {
        const { context, page } = await site.newPage({ lang, width });
        await page.goto('/sayfa/sss');
        await waitForSite(page);
        const title = lang === 'en' ? 'Frequently Asked Questions' : 'Sıkça Sorulan Sorular';
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text).toContain(lang === 'en' ? 'pay by card, or by bank transfer' : 'kartla ödeyebilir');
        expect(text).not.toContain('WhatsApp');
        await expectNoSidewaysScroll(page);
        await shoot(page, `faq-${lang}-${size}`);
        await context.close();
      }
  });

  it('lists the translators the office owes in the Ödemeler tab and pays from there', async () => {
    const customer = await createUser(site.app, 'user');
    const translator = await createUser(site.app, 'translator', { translatorStatus: 'approved' });
    await seedPaidJobs(site.app, customer.id, translator.id, [
      { monthsAgo: 1, customerPrice: 900, translatorPrice: 450 },
      { monthsAgo: 0, customerPrice: 400, translatorPrice: 200 },
    ]);
    await site.app
      .db('jobs')
      .where({ assigned_translator_id: translator.id })
      .update({ completed_at: site.app.db.raw('paid_at') });
    for (const lang of langs)
      for (const [size, width] of Object.entries(widths)) {
        const { context, page } = await openAdminSection(site, 'tercumanlar?status=payouts', { lang, width });
        const queue = page.getByTestId('admin-payout-queue');
        await queue.waitFor();
        expect(await queue.textContent()).toContain(translator.email);
        await expectNoSidewaysScroll(page);
        await shoot(page, `payouts-queue-${lang}-${size}`);
        const pay = lang === 'en' ? 'Pay' : 'Öde';
        await page
          .getByRole('button', { name: new RegExp(`^${pay}: `) })
          .first()
          .click();
        await page.getByTestId('admin-translator-earnings').waitFor();
        await shoot(page, `payouts-pay-dialog-${lang}-${size}`);
        await context.close();
      }
  });

  it('edits a page’s English version beside the Turkish in the admin', async () => {
    for (const lang of langs)
      for (const [size, width] of Object.entries(widths)) {
        const { context, page } = await openAdminSection(site, 'sayfalar', { lang, width });
        const edit = lang === 'en' ? 'Edit' : 'Düzenle';
        await page
          .getByRole('button', { name: new RegExp(`^${edit}: `) })
          .first()
          .click();
        const legend = lang === 'en' ? 'English version' : 'İngilizce sürüm';
        const english = page.getByRole('group', { name: legend });
        await english.waitFor();
        const titleEn = lang === 'en' ? 'Title (English)' : 'Başlık (İngilizce)';
        expect(await english.getByRole('textbox', { name: titleEn }).inputValue()).toBe('Frequently Asked Questions');
        await english.scrollIntoViewIfNeeded();
        await expectNoSidewaysScroll(page);
        await shoot(page, `admin-page-editor-${lang}-${size}`);
        await context.close();
      }
  });

  it('keeps Tercüman and the price and payment column clear of the pinned actions in the admin jobs list', async () => {
    for (const lang of langs) {
      const { context, page } = await openAdminSection(site, 'isler', { lang, width: widths.laptop, height: 900 });
      const table = page.locator('table').first();
      await table.waitFor();
      const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
      const translatorName = lang === 'en' ? 'Translator' : 'Tercüman';
      const actionsName = lang === 'en' ? 'Actions' : 'İşlemler';
      const translatorBox = await header(translatorName).boundingBox();
      const actionsBox = await header(actionsName).boundingBox();
      expect(translatorBox && actionsBox && translatorBox.x + translatorBox.width <= actionsBox.x + 1).toBe(true);
      // the search box lines up with the filters beside it and is wide enough for its placeholder
      const search = page.getByRole('searchbox', { name: lang === 'en' ? 'Search' : 'Ara' });
      const status = page.getByRole('combobox', { name: lang === 'en' ? 'Status' : 'Durum', exact: true });
      const [searchBox, statusBox] = [await search.boundingBox(), await status.boundingBox()];
      const bottom = (box: { y: number; height: number } | null) => (box ? Math.round(box.y + box.height) : NaN);
      expect(bottom(searchBox)).toBe(bottom(statusBox));
      const placeholderFits = await search.evaluate((input: HTMLInputElement) => {
        const probe = document.createElement('span');
        probe.style.cssText = `font: ${getComputedStyle(input).font}; position: absolute; white-space: nowrap;`;
        probe.textContent = input.placeholder;
        document.body.append(probe);
        const fits = probe.getBoundingClientRect().width <= input.clientWidth;
        probe.remove();
        return fits;
      });
      expect(placeholderFits).toBe(true);
      await shoot(page, `admin-jobs-${lang}-laptop`);
      await context.close();
    }
  });

  it('shows the office address saved in Site ayarları on /contact, with its map', async () => {
    const admin = await createUser(site.app, 'admin');
    const current = await api(site.app, 'GET', '/admin/site-settings', { token: admin.token });
    const address = 'Moda Cad. 12, 34710 Kadıköy / İstanbul';
    await api(site.app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: { ...current.body.settings, legal_address: address, contact_phone: '+90 216 555 01 02' },
    });
    for (const lang of langs)
      for (const [size, width] of Object.entries(widths)) {
        const { context, page } = await site.newPage({ lang, width });
        await page.goto('/contact');
        await waitForSite(page);
        await page.getByText(address, { exact: true }).waitFor();
        await page.getByRole('link', { name: '+90 216 555 01 02' }).first().waitFor();
        expect(await page.getByText(/Babıali/).count()).toBe(0);
        await expectNoSidewaysScroll(page);
        await shoot(page, `contact-${lang}-${size}`);
        await context.close();
      }
  });

  it('offers e-mail notifications and no SMS switch in the settings', async () => {
    for (const lang of langs)
      for (const [size, width] of Object.entries(widths)) {
        const { context, page } = await openAsCustomer(site, '/settings?tab=bildirimler', { lang, width });
        await page.getByRole('checkbox').first().waitFor();
        expect(await page.getByRole('checkbox').count()).toBe(1);
        expect(await page.getByText(/SMS/).count()).toBe(0);
        await shoot(page, `settings-notifications-${lang}-${size}`);
        await context.close();
      }
  });

  it('tells a mistyped verification code apart from an unknown one', async () => {
    for (const lang of langs)
      for (const [size, width] of Object.entries(widths)) {
        const { context, page } = await site.newPage({ lang, width });
        const prefix = lang === 'en' ? '/verify-translation' : '/dogrula';
        await page.goto(`${prefix}/K7QM-4XPR-ABCD-EFGH-JKMN-PQR0`);
        await waitForSite(page);
        const mistyped = lang === 'en' ? 'This code looks mistyped.' : 'Bu kod hatalı yazılmış görünüyor.';
        await page.getByText(mistyped).waitFor();
        await shoot(page, `verification-mistyped-${lang}-${size}`);
        await context.close();
      }
  });

  const langWidths = langs.flatMap((lang) =>
    Object.entries(widths).map(([size, width]) => [lang, size, width] as const),
  );
  it.each(langWidths)(
    'shows the thread’s styled drop zone on the customer’s job page and the translator’s earnings once (%s, %s)',
    async (lang, size, width) => {
      const { context, page, customer } = await openAsCustomer(site, '/panel/user', { lang, width });
      const translator = await createUser(site.app, 'translator', { translatorStatus: 'approved' });
      await seedPaidJobs(site.app, customer.id, translator.id, [
        { monthsAgo: 0, customerPrice: 300, translatorPrice: 150 },
      ]);
      const job = await site.app.db('jobs').where({ user_id: customer.id }).first('id');
      await site.app
        .db('jobs')
        .where({ id: job.id })
        .update({ completed_at: site.app.db.raw('paid_at') });
      await page.goto(`/panel/user/jobs/${job.id}`);
      await waitForSite(page);
      const attach = lang === 'en' ? 'Attach files (optional)' : 'Dosya ekle (isteğe bağlı)';
      const input = page.getByLabel(attach);
      await input.waitFor({ state: 'attached' });
      await input.locator('xpath=ancestor::label').scrollIntoViewIfNeeded();
      await shoot(page, `customer-job-thread-${lang}-${size}`);

      const earnings = await site.newPage({ lang, width });
      await putSession(earnings.context, site.app, translator);
      await earnings.page.goto('/panel/translator?tab=earnings');
      await waitForSite(earnings.page);
      await earnings.page.getByTestId('earnings').waitFor();
      const heading = lang === 'en' ? 'By job' : 'İşlere göre';
      const visible = await earnings.page
        .getByText(heading, { exact: true })
        .evaluateAll((nodes) => nodes.filter((n) => (n as HTMLElement).getBoundingClientRect().width > 1).length);
      expect(visible).toBe(1);
      await shoot(earnings.page, `translator-earnings-${lang}-${size}`);
      await earnings.context.close();
      await context.close();
    },
  );
});

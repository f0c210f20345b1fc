import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api, createUser, type FixtureUser } from '../api/src/testing/fixtures';
import { daysFromToday, uploadJob } from '../api/src/modules/jobs/job-test-helpers';
import { openAdminSection } from './support/admin-session';
import { putSession, type Lang } from './support/sign-in';
import { artifactsDir, startSite, waitForSite, type Site } from './support/site';

/** Where this journey's screenshots go: SHOTS_DIR when set (the reviewer's folder), else the artifacts. */
const shotsDir = path.join(process.env.SHOTS_DIR ?? artifactsDir, 'audit');

let site: Site;
let admin: FixtureUser;
let customer: FixtureUser;
let jobId: number;
beforeAll(async () => {
  site = await startSite();
  mkdirSync(shotsDir, { recursive: true });
  admin = await createUser(site.app, 'admin', { name: 'Ayşe' });
  customer = await createUser(site.app, 'user', { name: 'Şükrü' });
  const translator = await createUser(site.app, 'translator', { name: 'Xeni' });
  // the office acts through the API, so the audit view has rows of several kinds
  const assigned = await uploadJob(site.app, customer);
  await api(site.app, 'POST', `/admin/job/${assigned.id}/assign`, {
    token: admin.token,
    body: { translator_id: translator.id, price: 1250, delivery_date: daysFromToday(6) },
  });
  await api(site.app, 'PUT', `/admin/job/${assigned.id}/mark-paid`, { token: admin.token });
  const settings = (await api(site.app, 'GET', '/admin/site-settings', { token: admin.token })).body.settings;
  await api(site.app, 'PUT', '/admin/site-settings', {
    token: admin.token,
    body: { ...settings, file_retention_days: 90 },
  });
  const applicant = await createUser(site.app, 'translator', { translatorStatus: 'pending', name: 'Yeni' });
  await api(site.app, 'PUT', `/admin/translator/${applicant.id}/approve`, { token: admin.token });
  // a completed job of the customer, for the retention line
  const done = await uploadJob(site.app, customer);
  jobId = done.id;
  await site.app.db('jobs').where({ id: jobId }).update({
    status: 'completed',
    completed_at: site.app.db.fn.now(),
    assigned_translator_id: translator.id,
    is_paid: true,
    admin_price: 900,
  });
}, 120_000);
afterAll(() => site.stop());

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
};

const texts = {
  tr: {
    title: 'Denetim kaydı',
    kind: 'İşlem türü',
    apply: 'Süz',
    assigned: 'İş atandı',
    settings: 'Site ayarları değiştirildi',
  },
  en: {
    title: 'Audit log',
    kind: 'Kind of action',
    apply: 'Filter',
    assigned: 'Job assigned',
    settings: 'Site settings changed',
  },
} as const;

describe('the office’s audit log in the browser', () => {
  for (const lang of ['tr', 'en'] as Lang[])
    it(`lists the admins’ actions with before and after, and filters them by kind (${lang}, 390 px and 1366 px)`, async () => {
      const t = texts[lang];
      const { context, page } = await openAdminSection(site, 'denetim', { lang, width: 390, height: 844 });
      await page.getByRole('heading', { name: t.title }).waitFor();
      await page.getByText(t.assigned, { exact: true }).waitFor();
      await page.getByText(t.settings, { exact: true }).waitFor();
      await shot(page, `audit-${lang}-390`);
      // nothing sticks out sideways but the table's own scroller
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.getByLabel(t.kind, { exact: true }).selectOption('settings');
      await page.getByRole('button', { name: t.apply, exact: true }).click();
      await page.getByText(t.assigned, { exact: true }).waitFor({ state: 'detached' });
      await page.getByText(t.settings, { exact: true }).waitFor();
      await shot(page, `audit-${lang}-390-settings`);

      await page.setViewportSize({ width: 1366, height: 900 });
      await shot(page, `audit-${lang}-1366`);
      await context.close();
    });
});

describe('the retention line on the customer’s job page', () => {
  it('says when the files go in Turkish and English at 390 px, and deletes them at once after asking', async () => {
    for (const lang of ['tr', 'en'] as Lang[]) {
      const { context, page } = await site.newPage({ lang, width: 390, height: 844 });
      await putSession(context, site.app, customer);
      await page.goto(`/panel/user/jobs/${jobId}`);
      await waitForSite(page);
      const line = page.getByTestId('file-retention');
      await line.waitFor();
      expect(await line.textContent()).toMatch(
        lang === 'tr' ? /tarihinde silinecek \(90 günlük/ : /will be deleted on .* \(90-day/,
      );
      await line.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shotsDir, `job-retention-${lang}-390.png`) });
      await context.close();
    }

    const { context, page } = await site.newPage({ lang: 'tr', width: 390, height: 844 });
    await putSession(context, site.app, customer);
    await page.goto(`/panel/user/jobs/${jobId}`);
    await waitForSite(page);
    await page.getByRole('button', { name: 'Dosyaları şimdi sil' }).click();
    await page.getByRole('dialog', { name: 'Dosyalar şimdi silinsin mi?' }).waitFor();
    await page.screenshot({ path: path.join(shotsDir, 'job-retention-tr-390-confirm.png') });
    await page.getByRole('button', { name: 'Evet, sil' }).click();
    await page.getByText('İşin dosyaları silindi.').waitFor();
    await page.getByTestId('file-retention').filter({ hasText: 'tarihinde silindi' }).waitFor();
    await page.getByTestId('file-retention').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shotsDir, 'job-retention-tr-390-deleted.png') });
    expect(await site.app.db('jobs').where({ id: jobId }).first('files_deleted_at')).toEqual({
      files_deleted_at: expect.any(Date),
    });
    await context.close();
  });
});

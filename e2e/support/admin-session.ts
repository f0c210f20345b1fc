import type { BrowserContext, Page } from 'playwright-core';
import { createUser } from '../../api/src/testing/fixtures';
import { putSession } from './sign-in';
import { waitForSite, type Site } from './site';

/**
 * Setup, not a journey: a browser profile signed in as a fresh admin (a fixture account, so the sign-in form is not
 * what the journey is about), opened on one section of /panel/admin.
 */
export async function openAdminSection(
  site: Site,
  section: string,
  options: { lang?: 'tr' | 'en'; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const admin = await createUser(site.app, 'admin');
  const { context, page } = await site.newPage(options);
  await putSession(context, site.app, admin);
  await page.goto(`/panel/admin/${section}`);
  await waitForSite(page);
  await page.getByTestId('admin-sidebar').waitFor({ state: 'attached' });
  return { context, page };
}

/** Setup: a browser profile signed in as a fresh, verified customer. */
export async function openAsCustomer(
  site: Site,
  path: string,
  options: { lang?: 'tr' | 'en'; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; customer: Awaited<ReturnType<typeof createUser>> }> {
  const customer = await createUser(site.app, 'user');
  const { context, page } = await site.newPage(options);
  await putSession(context, site.app, customer);
  await page.goto(path);
  await waitForSite(page);
  return { context, page, customer };
}

import type { AppConfig } from 'shared-ui';
import { panelPageFor } from 'shared-ui/contracts';
import { hasPanelFrame, renderPanelFrame } from './render-panel-frame';

const config: AppConfig = {
  siteName: 'Tercüme Odası',
  whatsappNumber: '905555555555',
  analyticsId: null,
  siteEmail: 'info@example.org',
  contactPhone: '',
  officeAddress: '',
};

/** The frame the API would ask for at a panel's address (first-screen.ts: the screen panelPages names there). */
function draw(url: string, lang: 'tr' | 'en') {
  const screen = panelPageFor(url)?.page.screen ?? '';
  return renderPanelFrame({ url, lang, splash: true, config, screen });
}

const headings = (html: string) => [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);

describe("a panel's frame drawn on the server", () => {
  it.each([
    ['/panel/user', 'tr', 'Müşteri Paneli'],
    ['/panel/user', 'en', 'Customer Panel'],
    ['/panel/translator', 'tr', 'Tercüman Paneli'],
    ['/panel/admin/dashboard', 'en', 'Dashboard'],
    ['/panel/admin/isler', 'tr', 'İşler'],
  ] as const)('draws %s in %s with its heading, in the layout, out of reach', async (url, lang, heading) => {
    const { html } = await draw(url, lang);
    expect(headings(html)).toEqual([heading]);
    expect(html).toMatch(/^<div inert="">/);
    expect(html).toContain('data-testid="site-header"');
    expect(html).toContain('role="status"'); // the spinner the screen shows until its answers are in
  });

  it.each([
    ['/panel/user', 'tr'],
    ['/panel/admin/dashboard', 'en'],
  ] as const)(
    'offers %s in %s no sign-in, sign-up or quote link: the frame is for someone signed in',
    async (url, lang) => {
      const { html } = await draw(url, lang);
      // the phone menu's drawer is hidden until opened, and the browser has drawn the page by then
      const shown = html.replace(/<nav id="mobile-menu"[^>]* hidden=""[\s\S]*?<\/nav>/, '');
      expect(shown).toContain('data-testid="account-menu"');
      for (const address of ['/login', '/register', '/quote']) expect(shown).not.toContain(`href="${address}"`);
    },
  );

  it("draws the admin's sections in the panel's sidebar, the current one marked", async () => {
    const { html } = await draw('/panel/admin/isler', 'tr');
    expect(html).toContain('data-testid="admin-sidebar"');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/panel\/admin\/isler"|<a[^>]*href="\/panel\/admin\/isler"[^>]*aria-current="page"/,
    );
  });

  it('has frames for the panels measured on a phone, and none for a screen that shows a job', () => {
    for (const url of ['/panel/user', '/panel/translator', '/panel/admin/dashboard', '/panel/admin/isler']) {
      expect(hasPanelFrame(panelPageFor(url)?.page.screen ?? '')).toBe(true);
    }
    expect(hasPanelFrame(panelPageFor('/panel/user/jobs/5')?.page.screen ?? '')).toBe(false);
    expect(hasPanelFrame(panelPageFor('/odeme/5')?.page.screen ?? '')).toBe(false);
  });

  it('refuses a screen without a frame', async () => {
    await expect(draw('/odeme/5', 'tr')).rejects.toMatchObject({ status: 404 });
  });
});

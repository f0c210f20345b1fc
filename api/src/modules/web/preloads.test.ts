import type { Env } from '../../config/env';
import { makeWebRoot } from '../../testing/web-root';
import { firstScreenOf, firstScreenPreloads } from './preloads';

describe('the first screen of a page, as index.html preloads it', () => {
  it('names the screen and the API answer the page shows first, in the page language', () => {
    expect(firstScreenOf('/', 'tr')).toEqual({
      remote: 'mfe_public',
      screen: 'home-screen',
      data: '/api/sliders',
      builtIn: true,
    });
    expect(firstScreenOf('/login', 'tr')).toEqual({
      remote: 'mfe_public',
      screen: 'login-screen',
      data: null,
      builtIn: true,
    });
    expect(firstScreenOf('/services/yeminli-ceviri', 'en')).toEqual({
      remote: 'mfe_public',
      screen: 'service-screen',
      data: '/api/public/services/yeminli-ceviri?lang=en',
      builtIn: true,
    });
  });

  it('encodes a slug as the screen does (encodeURIComponent of the decoded path segment)', () => {
    expect(firstScreenOf('/sayfa/%C3%A7eviri%20notlar%C4%B1', 'tr').data).toBe(
      `/api/public/pages/${encodeURIComponent('çeviri notları')}?lang=tr`,
    );
  });

  it('knows the pages another remote draws: the panels and the payment page, not the settings', () => {
    const remotes = {
      '/panel/user': 'mfe_customer',
      '/panel/user/jobs/7': 'mfe_customer',
      '/odeme/12': 'mfe_customer',
      '/panel/translator': 'mfe_translator',
      '/panel/admin/jobs': 'mfe_admin',
      '/': 'mfe_public',
      '/settings': 'mfe_public',
      '/panelist': 'mfe_public',
      '/odemeler': 'mfe_public',
    };
    for (const [p, remote] of Object.entries(remotes)) {
      expect({ p, remote: firstScreenOf(p, 'tr').remote }).toEqual({ p, remote });
    }
  });

  it("names a panel's screen without its data (its calls carry the session's token, which a preload cannot)", () => {
    const screens = {
      '/panel/user': 'user-panel-screen',
      '/panel/user/jobs/7': 'job-page-screen',
      '/odeme/12': 'payment-screen',
      '/panel/translator': 'translator-panel-route',
      '/panel/admin/dashboard': 'dashboard-section',
      '/panel/admin/isler': 'jobs-section',
      '/panel/admin': 'dashboard-section',
    };
    for (const [p, screen] of Object.entries(screens)) {
      expect({ p, ...firstScreenOf(p, 'tr') }).toEqual({
        p,
        remote: expect.any(String),
        screen,
        data: null,
        builtIn: true,
      });
    }
    expect(firstScreenOf('/panel/user/jobs', 'tr').screen).toBeNull();
  });

  it("preloads no screen for the public remote's page behind the sign-in (the settings)", () => {
    expect(firstScreenOf('/settings/security', 'tr')).toEqual({
      remote: 'mfe_public',
      screen: null,
      data: null,
      builtIn: true,
    });
  });

  it('preloads the screen the browser\'s routes show for a page only the table\'s catch-all matches: "not found"', () => {
    expect(firstScreenOf('/services/a/b', 'tr')).toEqual({
      remote: 'mfe_public',
      screen: 'not-found-screen',
      data: null,
      builtIn: true,
    });
  });

  it('reads every page of the public pages table, not only the ones drawn on the server', () => {
    expect(firstScreenOf('/reset-password', 'tr').screen).toBe('reset-password-screen');
    expect(firstScreenOf('/dogrula/K7QM-4XPR', 'tr').screen).toBe('verification-screen');
  });

  describe('the links', () => {
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './app', assets: { js: { sync: ['app.1.js'] } } }],
    };
    const screens = { 'home-screen': ['home.2.js', 'shared.3.js'], 'login-screen': ['login.4.js'] };
    const webRoot = makeWebRoot({
      'shell/dist/preload.json': JSON.stringify({ js: [] }),
      'mfe-public/dist/mf-manifest.json': JSON.stringify(manifest),
      'mfe-public/dist/screen-chunks.json': JSON.stringify(screens),
      'mfe-customer/dist/mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './app', assets: { js: { sync: ['app.5.js'] } } }],
      }),
      'mfe-customer/dist/screen-chunks.json': JSON.stringify({
        'user-panel-screen': ['panel.6.js', 'jobs.7.js'],
        'payment-screen': ['pay.8.js'],
      }),
    });
    afterAll(() => webRoot.remove());
    const env = (extra: Partial<Env> = {}) => ({ WEB_ROOT: webRoot.dir, ...extra }) as Env;

    it("announce the home screen's chunks, its sliders and the first slide's image at high priority", () => {
      const preloads = firstScreenPreloads(env(), {
        remote: 'mfe_public',
        screen: 'home-screen',
        data: '/api/sliders',
        image: '/i/a.svg',
        builtIn: true,
      });
      expect(preloads.code).toEqual([
        '<link rel="preload" href="/main.js" as="script" fetchpriority="high">',
        '<link rel="preload" href="/mf-remotes.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/api/sliders" as="fetch" crossorigin>',
        '<link rel="preload" href="/remotes/mfe-public/mf-manifest.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/remotes/mfe-public/remoteEntry.js" as="script">',
        '<link rel="preload" href="/remotes/mfe-public/app.1.js" as="script">',
        '<link rel="preload" href="/remotes/mfe-public/home.2.js" as="script">',
        '<link rel="preload" href="/remotes/mfe-public/shared.3.js" as="script">',
      ]);
      expect(preloads.image).toBe('<link rel="preload" href="/i/a.svg" as="image" fetchpriority="high">');
    });

    it('leave the public remote out where a stored release draws the page, but still announce the data and the image', () => {
      const { code, image } = firstScreenPreloads(env(), {
        remote: 'mfe_public',
        screen: 'home-screen',
        data: '/api/sliders',
        image: '/i/a.svg',
        builtIn: false,
      });
      const html = [...code, image].join('');
      expect(html).not.toContain('/remotes/mfe-public/');
      expect(html).toContain('<link rel="preload" href="/main.js" as="script" fetchpriority="high">');
      expect(html).toContain('<link rel="preload" href="/api/sliders" as="fetch" crossorigin>');
      expect(html).toContain('<link rel="preload" href="/i/a.svg" as="image" fetchpriority="high">');
    });

    it('leave a public remote served from elsewhere alone, but still announce the data and the image', () => {
      const { code, image } = firstScreenPreloads(env({ REMOTE_PUBLIC_URL: 'https://cdn.example.org/public/' }), {
        remote: 'mfe_public',
        screen: 'home-screen',
        data: '/api/sliders',
        image: '/i/a.svg',
        builtIn: true,
      });
      const html = [...code, image].join('');
      expect(html).not.toContain('/remotes/mfe-public/');
      expect(html).toContain('<link rel="preload" href="/api/sliders" as="fetch" crossorigin>');
      expect(html).toContain('<link rel="preload" href="/i/a.svg" as="image" fetchpriority="high">');
    });

    it("announce a panel's remote, its `./app` and its screen's chunks at low priority, and no data", () => {
      const panel = { remote: 'mfe_customer', screen: 'user-panel-screen', data: null, image: null } as const;
      const preloads = firstScreenPreloads(env(), { ...panel, builtIn: true });
      expect(preloads.code).toEqual([
        '<link rel="preload" href="/main.js" as="script" fetchpriority="high">',
        '<link rel="preload" href="/mf-remotes.json" as="fetch" crossorigin>',
        '<link rel="preload" href="/remotes/mfe-customer/mf-manifest.json" as="fetch" fetchpriority="low" crossorigin>',
        '<link rel="preload" href="/remotes/mfe-customer/remoteEntry.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/mfe-customer/app.5.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/mfe-customer/panel.6.js" as="script" fetchpriority="low">',
        '<link rel="preload" href="/remotes/mfe-customer/jobs.7.js" as="script" fetchpriority="low">',
      ]);
      expect(preloads.code.join('')).not.toContain('/remotes/mfe-public/');
    });

    it('leave a panel out when its remote is served from elsewhere or a stored release draws it', () => {
      const panel = { remote: 'mfe_customer', screen: 'payment-screen', data: null, image: null } as const;
      const elsewhere = firstScreenPreloads(env({ REMOTE_CUSTOMER_URL: 'https://cdn.example.org/customer/' }), {
        ...panel,
        builtIn: true,
      });
      const release = firstScreenPreloads(env(), { ...panel, builtIn: false });
      for (const { code } of [elsewhere, release]) {
        expect(code.join('')).not.toContain('/remotes/');
        expect(code).toContain('<link rel="preload" href="/main.js" as="script" fetchpriority="high">');
      }
    });
  });
});

import type { Env } from '../../config/env';
import { makeWebRoot } from '../../testing/web-root';
import { firstScreenOf, firstScreenPreloads } from './preloads';

describe('the first screen of a page, as index.html preloads it', () => {
  it('names the screen and the API answer the page shows first, in the page language', () => {
    expect(firstScreenOf('/', 'tr')).toEqual({ screen: 'home-screen', data: '/api/sliders', publicRemote: true });
    expect(firstScreenOf('/login', 'tr')).toEqual({ screen: 'login-screen', data: null, publicRemote: true });
    expect(firstScreenOf('/services/yeminli-ceviri', 'en')).toEqual({
      screen: 'service-screen',
      data: '/api/public/services/yeminli-ceviri?lang=en',
      publicRemote: true,
    });
  });

  it('encodes a slug as the screen does (encodeURIComponent of the decoded path segment)', () => {
    expect(firstScreenOf('/sayfa/%C3%A7eviri%20notlar%C4%B1', 'tr').data).toBe(
      `/api/public/pages/${encodeURIComponent('çeviri notları')}?lang=tr`,
    );
  });

  it('knows the pages another remote draws: the panels and the payment page, not the settings', () => {
    for (const p of ['/panel/user', '/panel/user/jobs/7', '/panel/translator', '/panel/admin/jobs', '/odeme/12']) {
      expect({ p, publicRemote: firstScreenOf(p, 'tr').publicRemote }).toEqual({ p, publicRemote: false });
    }
    for (const p of ['/', '/settings', '/panelist', '/odemeler']) {
      expect({ p, publicRemote: firstScreenOf(p, 'tr').publicRemote }).toEqual({ p, publicRemote: true });
    }
  });

  it('preloads no screen where the public remote does not draw the page, nor behind the sign-in (a panel, the settings)', () => {
    expect(firstScreenOf('/panel/user', 'tr')).toEqual({ screen: null, data: null, publicRemote: false });
    expect(firstScreenOf('/settings/security', 'tr')).toEqual({ screen: null, data: null, publicRemote: true });
  });

  it('preloads the screen the browser\'s routes show for a page only the table\'s catch-all matches: "not found"', () => {
    expect(firstScreenOf('/services/a/b', 'tr')).toEqual({
      screen: 'not-found-screen',
      data: null,
      publicRemote: true,
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
    });
    afterAll(() => webRoot.remove());
    const env = (extra: Partial<Env> = {}) => ({ WEB_ROOT: webRoot.dir, ...extra }) as Env;

    it("announce the home screen's chunks, its sliders and the first slide's image at high priority", () => {
      const preloads = firstScreenPreloads(env(), {
        screen: 'home-screen',
        data: '/api/sliders',
        image: '/i/a.svg',
        publicRemote: true,
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

    it('leave the built-in public remote out where it does not draw the page (a panel, a stored release served), but still announce the data and the image', () => {
      const { code, image } = firstScreenPreloads(env(), {
        screen: 'home-screen',
        data: '/api/sliders',
        image: '/i/a.svg',
        publicRemote: false,
      });
      const html = [...code, image].join('');
      expect(html).not.toContain('/remotes/mfe-public/');
      expect(html).toContain('<link rel="preload" href="/main.js" as="script" fetchpriority="high">');
      expect(html).toContain('<link rel="preload" href="/api/sliders" as="fetch" crossorigin>');
      expect(html).toContain('<link rel="preload" href="/i/a.svg" as="image" fetchpriority="high">');
    });

    it('leave a public remote served from elsewhere alone, but still announce the data and the image', () => {
      const { code, image } = firstScreenPreloads(env({ REMOTE_PUBLIC_URL: 'https://cdn.example.org/public/' }), {
        screen: 'home-screen',
        data: '/api/sliders',
        image: '/i/a.svg',
        publicRemote: true,
      });
      const html = [...code, image].join('');
      expect(html).not.toContain('/remotes/mfe-public/');
      expect(html).toContain('<link rel="preload" href="/api/sliders" as="fetch" crossorigin>');
      expect(html).toContain('<link rel="preload" href="/i/a.svg" as="image" fetchpriority="high">');
    });
  });
});

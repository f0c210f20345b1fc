import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, createUser } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

/**
 * The API's side of the server-drawn first screen: which pages get one, what the server bundle is asked
 * to draw, what the page carries to the browser and when it is drawn again. The bundle here is a stand-in that
 * writes back what it was asked; the real one (ssr/) is built with the front ends and checked in Chromium
 * (e2e/first-screen.e2e.ts).
 */
const stubBundle = `
let calls = 0;
exports.renderFirstScreen = async (request) => {
  calls += 1;
  const keys = Object.keys(request.data).join(',');
  const html = '<section data-url="' + request.url + '" data-lang="' + request.lang + '" data-splash="' +
    request.splash + '" data-calls="' + calls + '" data-site="' + request.config.siteName + '">' + keys + '</section>';
  return { html, css: '.drawn{color:red}' };
};
exports.hasPanelFrame = (screen) => screen === 'user-panel-screen';
exports.renderPanelFrame = async (request) => ({
  html: '<section data-frame="' + request.screen + '" data-url="' + request.url + '" data-lang="' + request.lang + '"></section>',
  css: '.frame{color:blue}',
});
`;

const template =
  '<!doctype html><html lang="tr"><head><title>T</title><!--splash--><style>.splash{}</style><!--/splash-->' +
  '<script defer="defer" src="/main.js"></script></head>' +
  '<body><!--splash--><div id="splash"></div><!--/splash--><div id="root"></div></body></html>';

let webRoot: string;
let app: TestApp;
let adminToken: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  for (const dir of ['shell/dist', 'mfe-public/dist', 'ssr/dist'])
    mkdirSync(path.join(webRoot, dir), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), template);
  writeFileSync(path.join(webRoot, 'ssr', 'dist', 'render-page.cjs'), stubBundle);
  app = await startTestApp({ WEB_ROOT: webRoot, FIRST_SCREEN: 'server' });
  adminToken = (await createUser(app, 'admin')).token;
});
afterAll(async () => {
  await app.stop();
  rmSync(webRoot, { recursive: true, force: true });
});

async function page(pagePath: string, cookies: Record<string, string> = {}): Promise<string> {
  const cookie = Object.entries({ splash_seen: '1', ...cookies })
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const res = await fetch(`${app.url}${pagePath}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
}

/** The #root of the page and the data script beside it. */
interface TakenOver {
  lang: string;
  data: Record<string, unknown>;
  frame?: boolean;
}

function firstScreenOf(html: string): { root: string; data: TakenOver | null } {
  const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  const script = /<script type="application\/json" id="first-screen-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return { root, data: script ? (JSON.parse(script) as TakenOver) : null };
}

describe('the first screen drawn on the server', () => {
  it("writes the home page's first screen into #root with its stylesheet and the sliders it showed, and does not preload them again", async () => {
    const html = await page('/');
    const { root, data } = firstScreenOf(html);
    expect(root).toContain('data-url="/" data-lang="tr" data-splash="false"');
    expect(root).toContain('data-site="Tercüme Odası"');
    expect(html).toContain('<style id="first-screen-styles">.drawn{color:red}</style>');
    expect(data?.lang).toBe('tr');
    const slides = data?.data['/sliders'] as { title: string }[];
    expect(slides.length).toBeGreaterThan(0);
    const apiSlides = await api(app, 'GET', '/sliders');
    expect(slides).toEqual(apiSlides.body);
    expect(html).not.toContain('href="/api/sliders"');
  });

  it('starts the scripts that take the drawn page over after its first paint: no entry script in the page, its preloads kept in a template', async () => {
    const html = await page('/login');
    expect(html).not.toContain('src="/main.js"');
    expect(html).toContain('<script defer src="/start-after-paint.js"></script>');
    const template = /<template id="after-first-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template).toContain('<link rel="preload" href="/main.js" as="script" fetchpriority="high">');
    const head = html.slice(0, html.indexOf('<template'));
    expect(head).not.toContain('rel="preload"');

    // a page the browser draws keeps its entry and announces it at once
    const undrawn = await page('/translators');
    expect(undrawn).toContain('<script defer="defer" src="/main.js"></script>');
    expect(undrawn).not.toContain('start-after-paint');
  });

  it("draws a service page in the visitor's language with the same answer GET /api/public/services/:slug gives, its HTML escaped inside the page's data", async () => {
    const html = await page('/services/yeminli-ceviri', { lang: 'en' });
    const { root, data } = firstScreenOf(html);
    expect(root).toContain('data-lang="en"');
    const key = '/public/services/yeminli-ceviri?lang=en';
    expect(root).toContain(key);
    const answer = await api(app, 'GET', key, { lang: 'en' });
    expect(data?.data[key]).toEqual(answer.body);
    expect(answer.body.content).toContain('</');
    // the service's HTML cannot end the script that carries it
    const script = /id="first-screen-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/');
  });

  it('draws a content page in English for an English reader with the answer GET /api/public/pages/:slug?lang=en gives', async () => {
    const html = await page('/sayfa/sss', { lang: 'en' });
    const { root, data } = firstScreenOf(html);
    const key = '/public/pages/sss?lang=en';
    expect(root).toContain(key);
    const answer = await api(app, 'GET', key);
    expect(answer.body).toMatchObject({ title: 'Frequently Asked Questions', lang: 'en' });
    expect(data?.data[key]).toEqual(answer.body);
    expect(
      firstScreenOf(await page('/sayfa/sss', { lang: 'tr' })).data?.data['/public/pages/sss?lang=tr'],
    ).toMatchObject({
      title: 'Sıkça Sorulan Sorular',
    });
  });

  it('draws the sign-in page under the splash when the splash is in the page (the site is inert beneath it)', async () => {
    const res = await fetch(`${app.url}/login`);
    const html = await res.text();
    expect(html).toContain('id="splash"');
    expect(firstScreenOf(html).root).toContain('data-url="/login" data-lang="tr" data-splash="true"');
  });

  it("draws a panel's frame where its screen has one, in the visitor's language, marked as a frame, with no data and its scripts after the first paint", async () => {
    const html = await page('/panel/user', { lang: 'en' });
    const { root, data } = firstScreenOf(html);
    expect(root).toContain('data-frame="user-panel-screen" data-url="/panel/user" data-lang="en"');
    expect(data).toEqual({ lang: 'en', data: {}, frame: true });
    expect(html).toContain('<style id="first-screen-styles">.frame{color:blue}</style>');
    expect(html).not.toContain('src="/main.js"');
    expect(html).toContain('<script defer src="/start-after-paint.js"></script>');
    // the panel's first answers need the session's token: nothing of them is in the page or preloaded
    expect(html).not.toContain('/api/user/');
  });

  it('leaves #root empty for an unknown service, a page with a query string, a panel screen without a frame and a page it does not draw', async () => {
    for (const p of [
      '/services/no-such-service',
      '/login?next=%2Fpanel%2Fuser',
      '/panel/user?tab=done',
      '/panel/user/jobs/5',
      '/odeme/5',
      '/translators',
    ]) {
      const { root, data } = firstScreenOf(await page(p));
      expect({ p, root, data }).toEqual({ p, root: '', data: null });
    }
  });

  it('leaves #root empty where the public remote is served from elsewhere (REMOTE_PUBLIC_URL): its build may not be the one drawn here', async () => {
    const elsewhere = await startTestApp({
      WEB_ROOT: webRoot,
      FIRST_SCREEN: 'server',
      REMOTE_PUBLIC_URL: 'https://cdn.example.org/public/',
    });
    try {
      const res = await fetch(`${elsewhere.url}/login`, { headers: { cookie: 'splash_seen=1' } });
      const html = await res.text();
      expect(firstScreenOf(html)).toEqual({ root: '', data: null });
      expect(html).toContain('<script defer="defer" src="/main.js"></script>');
    } finally {
      await elsewhere.stop();
    }
  });

  it('draws a page once, and again only after an admin changes the content', async () => {
    const before = firstScreenOf(await page('/')).root;
    expect(firstScreenOf(await page('/')).root).toBe(before); // the same drawing: not drawn again

    const title = 'Yeni slayt: apostil';
    const created = await api(app, 'POST', '/admin/sliders', {
      token: adminToken,
      body: { image: '/images/slides/diploma.svg', title, description: 'Açıklama', status: true },
    });
    expect(created.status).toBe(201);

    const after = firstScreenOf(await page('/'));
    expect(after.root).not.toBe(before);
    expect((after.data?.data['/sliders'] as { title: string }[]).map((s) => s.title)).toContain(title);
  });
});

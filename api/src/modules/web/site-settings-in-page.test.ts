import type { PageConfig } from './index-page';
import { api, createUser } from '../../testing/fixtures';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { makeWebRoot } from '../../testing/web-root';

jest.setTimeout(60_000);

// the shell's page, without depending on a build having run before the API tests
const webRoot = makeWebRoot({
  'shell/dist/index.html': '<!doctype html><html lang="tr"><head></head><body><div id="root"></div></body></html>',
});
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ WEB_ROOT: webRoot.dir, FIRST_SCREEN: 'browser' });
});
afterAll(async () => {
  await app.stop();
  webRoot.remove();
});

/** The run-time settings the footer, /contact and the WhatsApp button read (shared-ui/config/app-config.ts, written by index-page.ts). */
async function pageConfigOf(path: string): Promise<PageConfig> {
  const html = await (await fetch(`${app.url}${path}`)).text();
  const content = /<meta name="app-config" content='([^']*)'>/.exec(html)?.[1];
  if (content === undefined) throw new Error(`no app-config in ${path}`);
  const decoded = content.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return JSON.parse(decoded) as PageConfig;
}

describe('Site ayarları in every page the site serves', () => {
  it('writes each saved contact value into the page: phone, e-mail, WhatsApp number and the office address', async () => {
    const admin = await createUser(app, 'admin');
    const saved = await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: {
        bank_name: 'Ziraat Bankası',
        bank_account_holder: 'Tercüme Odası Ltd.',
        bank_iban: 'TR330006100519786457841326',
        usual_quote_hours: 4,
        contact_phone: '+90 (212) 555 01 02',
        contact_email: 'ofis@tercume.example',
        whatsapp_number: '+90 532 111 22 33',
        legal_address: "Moda Cad. 12 'Ada & Co.' Han\n34710 Kadıköy / İstanbul",
      },
    });
    expect(saved.status).toBe(200);
    for (const path of ['/', '/contact', '/panel/user']) {
      expect({ path, ...(await pageConfigOf(path)) }).toMatchObject({
        path,
        contactPhone: '+90 (212) 555 01 02',
        siteEmail: 'ofis@tercume.example',
        whatsappNumber: '905321112233',
        officeAddress: "Moda Cad. 12 'Ada & Co.' Han\n34710 Kadıköy / İstanbul",
      });
    }
  });
});

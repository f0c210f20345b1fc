import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { eventually, runAsAnotherInstance } from '../../testing/another-instance';
import { statementsWhile } from '../../testing/statements';

let app: TestApp;
let admin: FixtureUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

const publicPhone = async () => (await api(app, 'GET', '/public/site-settings')).body.contact_phone as string;

describe('kept site settings', () => {
  it('answers the public read from the kept settings, without reading the table again', async () => {
    await publicPhone();
    const reads = await statementsWhile(app, 'from "site_settings"', async () => {
      await publicPhone();
      await publicPhone();
    });
    expect(reads).toBe(0);
  });

  it("shows an admin's change on the very next public read", async () => {
    await publicPhone();
    const { settings } = (await api(app, 'GET', '/admin/site-settings', { token: admin.token })).body;
    const saved = await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: { ...settings, contact_phone: '+90 212 555 01 02' },
    });
    expect(saved.status).toBe(200);
    expect(await publicPhone()).toBe('+90 212 555 01 02');
  });

  it('shows a change made through another instance once the database announces it', async () => {
    await publicPhone();
    await runAsAnotherInstance(
      app,
      `insert into site_settings (key, value) values ('contact_phone', '+90 216 555 03 04')
       on conflict (key) do update set value = excluded.value`,
    );
    expect(await eventually(publicPhone, '+90 216 555 03 04')).toBe('+90 216 555 03 04');
  });
});

import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';

jest.setTimeout(60_000);

let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  app = await startTestApp({ BANK_NAME: 'Env Bankası', WHATSAPP_NUMBER: '905551112233' });
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

const valid = {
  bank_name: 'Ziraat Bankası',
  bank_account_holder: 'Tercüme Odası Ltd.',
  bank_iban: 'tr33 0006 1005 1978 6457 8413 26',
  usual_quote_hours: 4,
  contact_phone: '+90 212 555 00 00',
  contact_email: 'ofis@example.com',
  whatsapp_number: '+90 555 444 33 22',
};

describe('site settings', () => {
  it('answers the environment values until an admin saves the section', async () => {
    const res = await api(app, 'GET', '/public/site-settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ bank_name: 'Env Bankası', whatsapp_number: '905551112233' });
  });

  it('saves the values over the defaults, normalized, and audits each changed key with its old value', async () => {
    const res = await api(app, 'PUT', '/admin/site-settings', { token: admin.token, body: valid });
    expect(res.status).toBe(200);
    const pub = await api(app, 'GET', '/public/site-settings');
    expect(pub.body).toMatchObject({
      bank_name: 'Ziraat Bankası',
      bank_iban: 'TR330006100519786457841326',
      usual_quote_hours: 4,
      whatsapp_number: '905554443322',
    });
    const audit = await app.db('site_settings_audit').where({ key: 'bank_name' });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ old_value: 'Env Bankası', new_value: 'Ziraat Bankası', actor_id: admin.id });
    const again = await api(app, 'PUT', '/admin/site-settings', { token: admin.token, body: valid });
    expect(again.status).toBe(200);
    expect(await app.db('site_settings_audit').where({ key: 'bank_name' })).toHaveLength(1);
    const listed = await api(app, 'GET', '/admin/site-settings', { token: admin.token });
    expect(listed.body.changes[0]).toMatchObject({ actor_name: expect.any(String) });
  });

  it('refuses an IBAN whose check digits are wrong, with the field named', async () => {
    const res = await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: { ...valid, bank_iban: 'TR330006100519786457841327' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.bank_iban).toBe('Geçerli bir IBAN giriniz.');
  });

  it('takes the SWIFT/BIC as a bank letter groups it, with spaces, and keeps it without them', async () => {
    const res = await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: { ...valid, bank_swift: 'tczb tr2a xxx' },
    });
    expect(res.status).toBe(200);
    expect((await api(app, 'GET', '/public/site-settings')).body.bank_swift).toBe('TCZBTR2AXXX');
    const tooLong = await api(app, 'PUT', '/admin/site-settings', {
      token: admin.token,
      body: { ...valid, bank_swift: 'TCZB TR2A XXXX' },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields)).toEqual(['bank_swift']);
  });

  it('lets only admins change the settings', async () => {
    const customer = await createUser(app, 'user');
    const res = await api(app, 'PUT', '/admin/site-settings', { token: customer.token, body: valid });
    expect(res.status).toBe(403);
  });
});

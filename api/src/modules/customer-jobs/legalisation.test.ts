import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { uploadForm } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let customer: FixtureUser;
let admin: FixtureUser;
let translator: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  customer = await createUser(app, 'user');
  admin = await createUser(app, 'admin');
  translator = await createUser(app, 'translator');
});
afterAll(() => app.stop());

const upload = (fields: Record<string, string | undefined>, lang: 'tr' | 'en' = 'tr') =>
  api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm(fields), lang });

describe('the legalisation route stored with an order', () => {
  it.each([
    ['DE', 'apostille'],
    ['us', 'apostille'],
    ['IQ', 'consular'],
    ['AE', 'consular'],
    ['TR', 'domestic'],
  ])('stores %s with the %s route, decided by the server', async (country, route) => {
    const res = await upload({ legalisation_country: country, legalisation_route: 'domestic' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ legalisation_country: country.toUpperCase(), legalisation_route: route });
  });

  it('leaves both empty when the customer did not say', async () => {
    const res = await upload({});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ legalisation_country: null, legalisation_route: null });
  });

  it.each(['ZZ', 'Germany', '1'])(
    'refuses %s as a country with a localized field error and keeps no job',
    async (country) => {
      const before = await app.db('jobs').count({ n: '*' }).first();
      const res = await upload({ legalisation_country: country }, 'en');
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ legalisation_country: 'Invalid value.' });
      expect((await app.db('jobs').count({ n: '*' }).first())?.n).toEqual(before?.n);
    },
  );

  it('shows the route to the admin in the job and to translators before they bid', async () => {
    const { body: job } = await upload({ legalisation_country: 'IQ' });
    const detail = await api(app, 'GET', `/admin/jobs/${job.id}`, { token: admin.token });
    expect(detail.body).toMatchObject({ legalisation_country: 'IQ', legalisation_route: 'consular' });
    const open = await api(app, 'GET', '/translator/open-jobs', { token: translator.token });
    expect(open.body.items.find((j: { id: number }) => j.id === job.id)).toMatchObject({
      legalisation_country: 'IQ',
      legalisation_route: 'consular',
    });
  });
});

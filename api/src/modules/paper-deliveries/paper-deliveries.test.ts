import { startTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { putJobInState, uploadForm } from '../jobs/job-test-helpers';
import { textPdf } from '../pricing/pricing-test-helpers';

jest.setTimeout(60_000);

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url });
  admin = await createUser(app, 'admin');
  await api(app, 'PUT', '/admin/site-settings', {
    token: admin.token,
    body: {
      ...(await api(app, 'GET', '/admin/site-settings', { token: admin.token })).body.settings,
      legal_address: 'Moda Cad. 12, Kadıköy, İstanbul',
    },
  });
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const body = (mail: { text: string }) => Buffer.from(mail.text, 'latin1').toString('utf8');
const berlin = {
  shipping_recipient: 'Ayşe Yılmaz',
  shipping_address: 'Torstraße 5',
  shipping_city: 'Berlin',
  shipping_postal_code: '10119',
  shipping_country: 'de',
};

async function order(customer: FixtureUser, fields: Record<string, string>) {
  return api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm(fields) });
}
const delivery = async (customer: FixtureUser, jobId: number) =>
  (await api(app, 'GET', `/user/job/${jobId}/paper-delivery`, { token: customer.token })).body.paper_delivery;
const ship = (jobId: number, body: Record<string, string>) =>
  api(app, 'PUT', `/admin/job/${jobId}/paper-delivery`, { token: admin.token, body });

describe('the delivery choice at the order', () => {
  it('keeps an international post address with the job and in the profile, and says the original must be sent', async () => {
    const customer = await createUser(app, 'user');
    const res = await order(customer, { translation_type: 'apostille', shipping_method: 'post', ...berlin });
    expect(res.status).toBe(201);
    const paper = await delivery(customer, res.body.id);
    expect(paper).toMatchObject({
      method: 'post',
      status: 'preparing',
      original_needed: true,
      address: { recipient: 'Ayşe Yılmaz', city: 'Berlin', postal_code: '10119', country: 'DE', phone: null },
      office: { address: 'Moda Cad. 12, Kadıköy, İstanbul' },
    });
    const saved = await api(app, 'GET', '/user/postal-address', { token: customer.token });
    expect(saved.body).toEqual({ saved: true, address: paper.address });
  });

  it('takes the consular legalisation type, prices it with its own surcharge and asks for the original', async () => {
    const customer = await createUser(app, 'user');
    const form = uploadForm(
      {
        translation_type: 'consular',
        with_estimate: 'true',
        shipping_method: 'post',
        ...berlin,
        shipping_country: 'AE',
      },
      { bytes: await textPdf(2), name: 'tapu.pdf' },
    );
    const res = await api(app, 'POST', '/user/upload', { token: customer.token, form });
    expect(res.status).toBe(201);
    expect(res.body.translation_type).toBe('consular');
    const estimate = await api(app, 'GET', `/admin/job/${res.body.id}/estimate`, { token: admin.token });
    expect(JSON.stringify(estimate.body)).toContain('konsolosluk onayı');
    expect(await delivery(customer, res.body.id)).toMatchObject({ original_needed: true, address: { country: 'AE' } });
  });

  it('needs no address to collect at the office, and a sworn order needs no original', async () => {
    const customer = await createUser(app, 'user');
    const res = await order(customer, { translation_type: 'sworn', shipping_method: 'collect' });
    expect(res.status).toBe(201);
    expect(await delivery(customer, res.body.id)).toMatchObject({
      method: 'collect',
      address: null,
      original_needed: false,
    });
  });

  it('keeps working without any delivery field, as the spec sends it', async () => {
    const customer = await createUser(app, 'user');
    const res = await order(customer, {});
    expect(res.status).toBe(201);
    expect(await delivery(customer, res.body.id)).toBeNull();
  });

  it('ignores a delivery choice on an official-document translation, which has no stamped paper', async () => {
    const customer = await createUser(app, 'user');
    const res = await order(customer, { translation_type: 'official', shipping_method: 'post', ...berlin });
    expect(res.status).toBe(201);
    expect(await delivery(customer, res.body.id)).toBeNull();
  });

  it('answers 400 with each missing address field and stores nothing', async () => {
    const customer = await createUser(app, 'user');
    const res = await order(customer, { translation_type: 'notary', shipping_method: 'courier' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      shipping_recipient: 'Bu alan zorunludur.',
      shipping_address: 'Bu alan zorunludur.',
      shipping_city: 'Bu alan zorunludur.',
      shipping_country: 'Bu alan zorunludur.',
    });
    const jobs = await api(app, 'GET', '/user/jobs', { token: customer.token });
    expect(jobs.body.total).toBe(0);
  });

  it('refuses a courier abroad, international post within Türkiye and an unknown method, in English too', async () => {
    const customer = await createUser(app, 'user');
    const courier = await order(customer, { translation_type: 'sworn', shipping_method: 'courier', ...berlin });
    expect(courier.status).toBe(400);
    expect(courier.body.fields.shipping_country).toMatch(/^Kurye yalnızca Türkiye/);
    const post = await api(app, 'POST', '/user/upload', {
      token: customer.token,
      lang: 'en',
      form: uploadForm({ translation_type: 'sworn', shipping_method: 'post', ...berlin, shipping_country: 'TR' }),
    });
    expect(post.status).toBe(400);
    expect(post.body.fields.shipping_country).toBe(
      'Choose the courier for an address in Türkiye; international post is for addresses abroad.',
    );
    const unknown = await order(customer, { translation_type: 'sworn', shipping_method: 'drone' });
    expect(unknown.body.fields.shipping_method).toBe('Geçersiz değer.');
  });
});

describe('the postal address in the profile', () => {
  it('drafts the address from the profile before the first one is saved, then answers the saved one', async () => {
    const customer = await createUser(app, 'user');
    await app
      .db('users')
      .where({ id: customer.id })
      .update({ country: 'Almanya', city: 'Köln', address: 'Domstraße 1', phone: '+49 221 123456' });
    const draft = await api(app, 'GET', '/user/postal-address', { token: customer.token });
    expect(draft.body).toMatchObject({
      saved: false,
      address: { address: 'Domstraße 1', city: 'Köln', country: 'DE', phone: '+49 221 123456' },
    });
    const put = await api(app, 'PUT', '/user/postal-address', {
      token: customer.token,
      body: { recipient: 'Ali Veli', address: 'Bağdat Cad. 3', city: 'İstanbul', country: 'TR', phone: '' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ saved: true, address: { country: 'TR', phone: null, postal_code: null } });
  });

  it('answers 400 for a country outside the shared country table', async () => {
    const customer = await createUser(app, 'user');
    const put = await api(app, 'PUT', '/user/postal-address', {
      token: customer.token,
      body: { recipient: 'Ali Veli', address: 'Bağdat Cad. 3', city: 'İstanbul', country: 'QQ' },
    });
    expect(put.status).toBe(400);
    expect(put.body.fields.country).toBe('Geçersiz değer.');
  });
});

describe("the office's shipping step", () => {
  it('records carrier and tracking for a completed job, shows them to the customer and mails them in Turkish', async () => {
    const customer = await createUser(app, 'user');
    const job = await order(customer, { translation_type: 'apostille', shipping_method: 'post', ...berlin });
    const early = await ship(job.body.id, { step: 'shipped', carrier: 'PTT', tracking_number: 'RR123456789TR' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('paperNotReady');
    await putJobInState(app, job.body.id, 'completed');
    const res = await ship(job.body.id, { step: 'shipped', carrier: 'PTT', tracking_number: 'RR123456789TR' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Gönderim bilgisi kaydedildi.');
    expect(await delivery(customer, job.body.id)).toMatchObject({
      status: 'shipped',
      carrier: 'PTT',
      tracking_number: 'RR123456789TR',
    });
    const mail = body(await inbox.waitForText(customer.email, 'RR123456789TR'));
    expect(mail).toContain('PTT ile gönderildi');
    expect(mail).toContain(`/panel/user/jobs/${job.body.id}`);
    const history = await api(app, 'GET', `/admin/jobs/${job.body.id}`, { token: admin.token });
    expect(history.body.history.map((h: { action: string }) => h.action)).toContain('paper_shipped');
  });

  it("marks a paper to collect ready and mails it in the customer's English with the office's address", async () => {
    const customer = await createUser(app, 'user');
    await app.db('users').where({ id: customer.id }).update({ locale: 'en' });
    const job = await order(customer, { translation_type: 'sworn', shipping_method: 'collect' });
    await putJobInState(app, job.body.id, 'completed');
    const wrong = await ship(job.body.id, { step: 'shipped', carrier: 'PTT', tracking_number: '1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.step).toBe('Bu teslimat yöntemi için bu adım kullanılamaz.');
    const res = await ship(job.body.id, { step: 'ready' });
    expect(res.status).toBe(200);
    expect(res.body.paper_delivery).toMatchObject({ status: 'ready', carrier: null });
    expect(res.body.paper_delivery.ready_at).not.toBeNull();
    const mail = body(await inbox.waitForText(customer.email, 'ready to collect'));
    expect(mail).toContain("Our office's address: Moda Cad. 12, Kadıköy, İstanbul");
  });

  it('answers 400 without a tracking number and 409 for a job without a paper delivery', async () => {
    const customer = await createUser(app, 'user');
    const job = await order(customer, { translation_type: 'apostille', shipping_method: 'post', ...berlin });
    await putJobInState(app, job.body.id, 'completed');
    const missing = await ship(job.body.id, { step: 'shipped', carrier: 'DHL' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.tracking_number).toBe('Bu alan zorunludur.');
    const plain = await order(customer, {});
    await putJobInState(app, plain.body.id, 'completed');
    const none = await ship(plain.body.id, { step: 'ready' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('noPaperDelivery');
  });

  it("keeps another customer's delivery from a customer (403)", async () => {
    const owner = await createUser(app, 'user');
    const other = await createUser(app, 'user');
    const job = await order(owner, { translation_type: 'sworn', shipping_method: 'collect' });
    const res = await api(app, 'GET', `/user/job/${job.body.id}/paper-delivery`, { token: other.token });
    expect(res.status).toBe(403);
  });
});

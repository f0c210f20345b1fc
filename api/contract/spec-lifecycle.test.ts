import { startTestApp, type TestApp } from '../src/testing/test-app';
import { api } from '../src/testing/fixtures';
import { queuedMailsTo } from '../src/testing/queued-mails';
import { linkIn } from '../src/modules/auth/test-helpers';
import { daysFromToday, pdfBytes } from '../src/modules/jobs/job-test-helpers';
import { pngBytes } from '../src/modules/translators/test-helpers';
import { checkCall, type CallOptions, type FilePart, type Transport } from './check-call';
import { specCalls, type CallRole, type SpecCall, type SpecCallKey } from './spec-calls';

/**
 * The whole life of the marketplace, driven only through the calls of SPEC §7 with only the spec's fields (the
 * table in spec-calls.ts): accounts, a translator's application, an order of every translation type and an
 * Osmanlıca one, offer, assignment, payment, outputs, completion, download, revision, cancellation, deletion, the
 * admin's content and everyone's settings. Each call is checked against its row; the last test fails when a row
 * of the table was never driven.
 */
jest.setTimeout(60_000);

let app: TestApp;
const driven = new Set<SpecCallKey>();
const transport: Transport = (request) =>
  api(app, request.method, request.path, { token: request.token, body: request.json, form: request.form });

/** Sends one spec call, expects it to keep its contract, and hands back its answer for the next step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers were checked against the table's zod shape; the steps read a few of their fields
async function spec(key: SpecCallKey, options: CallOptions = {}): Promise<any> {
  driven.add(key);
  const checked = await checkCall(transport, key, options);
  expect(checked.problems).toEqual([]);
  return checked.body;
}

const pdf = (text: string): FilePart => ({ bytes: pdfBytes(text), name: `${text}.pdf` });
const png: FilePart = { bytes: pngBytes, name: 'resim.png' };
let serial = 0;
const email = (who: string) => `${who}-${Date.now().toString(36)}-${(serial += 1)}@example.com`;

async function linkMailedTo(address: string, page: 'verify-email' | 'reset-password') {
  const mails = await queuedMailsTo(app, address);
  const mail = mails.reverse().find((m) => m.text.includes(`/${page}?token=`));
  if (!mail) throw new Error(`no ${page} mail for ${address}`);
  return linkIn({ to: [address], raw: mail.text, text: mail.text }, page);
}

/** A customer signed up, verified and signed in through the spec's calls. */
async function signedUpCustomer(): Promise<{ token: string; email: string; password: string; id: number }> {
  const address = email('musteri');
  const password = 'Guclu-Sifre-1';
  await spec('POST /auth/register', {
    fields: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: address,
      phone: '+905321234567',
      password,
      role: 'user',
      birth_date: '1990-05-17',
      hp: '',
    },
  });
  const { token } = await linkMailedTo(address, 'verify-email');
  await spec('POST /auth/verify-email', { fields: { token } });
  const login = await spec('POST /auth/login', { fields: { email: address, password } });
  return { token: login.token, email: address, password, id: login.user.id };
}

async function signIn(address: string, password: string): Promise<string> {
  return (await spec('POST /auth/login', { fields: { email: address, password, hp: '' } })).token;
}

const orderFields = (translationType: string, extra: Record<string, string | number> = {}) => ({
  file: pdf('belge'),
  description: 'Tapu kaydı çevirisi',
  source_lang: 'Türkçe',
  target_lang: 'İngilizce',
  delivery_date: daysFromToday(10),
  translation_type: translationType,
  specialization: 'legal',
  ...extra,
});

let admin: string;
let customer: Awaited<ReturnType<typeof signedUpCustomer>>;
let translator: { token: string; id: number; email: string };

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('SPEC §7 accounts, through the spec’s calls only', () => {
  it('signs a customer up, verifies the address, resends, resets the password and signs in again', async () => {
    customer = await signedUpCustomer();
    await spec('POST /resend-verification', { fields: { email: customer.email } });
    await spec('POST /auth/forgot-password', { fields: { email: customer.email } });
    const reset = await linkMailedTo(customer.email, 'reset-password');
    customer.password = 'Yeni-Sifre-2!';
    await spec('POST /auth/reset-password', {
      fields: { email: customer.email, token: reset.token, newPassword: customer.password },
    });
    customer.token = await signIn(customer.email, customer.password);
    admin = await signIn('admin@example.com', 'Admin-Pass-1!');
  });

  it('takes a translator application, and the admin approves one applicant and rejects and removes another', async () => {
    const apply = (address: string) =>
      spec('POST /apply', {
        fields: {
          name: 'Deniz',
          surname: 'Kaya',
          email: address,
          phone: '+905321234568',
          password: 'Guclu-Sifre-1',
          education_level: 'lisans',
          university_name: 'Boğaziçi Üniversitesi',
          university_department: 'Çeviribilim',
          experience: '6 yıl hukuki çeviri',
          languages: 'Türkçe, İngilizce, Osmanlıca',
          cv_file: pdf('cv'),
          certificates: [png],
        },
      });
    const accepted = email('tercuman');
    const refused = email('aday');
    await apply(accepted);
    await apply(refused);
    const { token } = await linkMailedTo(accepted, 'verify-email');
    await spec('POST /auth/verify-email', { fields: { token } });
    const pending = await spec('GET /admin/translators/pending', { token: admin });
    const idOf = (address: string) => pending.items.find((t: { email: string }) => t.email === address).id as number;
    await spec('PUT /admin/translator/{id}/approve', { token: admin, params: { id: idOf(accepted) } });
    await spec('PUT /admin/translator/{id}/reject', { token: admin, params: { id: idOf(refused) } });
    await spec('DELETE /admin/translator/{id}', { token: admin, params: { id: idOf(refused) } });
    translator = { token: await signIn(accepted, 'Guclu-Sifre-1'), id: idOf(accepted), email: accepted };
    const approved = await spec('GET /admin/translators/approved', { token: admin });
    expect(approved.items.map((t: { id: number }) => t.id)).toContain(translator.id);
    await spec('PUT /admin/translator/{id}/feature', {
      token: admin,
      params: { id: translator.id },
      fields: { is_featured: 1 },
    });
    const featured = await spec('GET /public/featured-translators');
    expect(featured.map((t: { id: number }) => t.id)).toContain(translator.id);
  });
});

/** Upload → offer → assign → pay → outputs → complete (spec style) → download, for one order. */
async function deliver(fields: ReturnType<typeof orderFields>): Promise<{ id: number; output: string }> {
  const job = await spec('POST /user/upload', { token: customer.token, fields });
  const open = await spec('GET /translator/open-jobs', { token: translator.token });
  expect(open.items.map((j: { id: number }) => j.id)).toContain(job.id);
  await spec('POST /translator/offer', {
    token: translator.token,
    fields: { job_id: job.id, price: 400, delivery_date: daysFromToday(8) },
  });
  await spec('POST /admin/job/{id}/assign', {
    token: admin,
    params: { id: job.id },
    fields: { translator_id: translator.id, delivery_date: daysFromToday(8), price: 600 },
  });
  await spec('PUT /admin/job/{id}/mark-paid', { token: admin, params: { id: job.id } });
  const uploaded = await spec('POST /translator/job/{id}/complete', {
    token: translator.token,
    params: { id: job.id },
    fields: { files: [pdf('ceviri'), pdf('taslak')] },
  });
  const draft = uploaded.job.output_files.find((f: { file_name: string }) => f.file_name.endsWith('taslak.pdf'));
  await spec('DELETE /translator/job/{id}/delete-output/{fileName}', {
    token: translator.token,
    params: { id: job.id, fileName: draft.file_name },
  });
  const done = await spec('PUT /translator/job/{id}/mark-complete', {
    token: translator.token,
    params: { id: job.id },
    fields: { job_id: job.id },
  });
  expect(done.status).toBe('completed');
  return { id: job.id, output: done.output_files[0].file_name };
}

describe('SPEC §7 marketplace loop, through the spec’s calls only', () => {
  it.each(['official', 'sworn', 'notary', 'apostille'])(
    'delivers a %s translation from upload to the customer’s download',
    async (type) => {
      const { id, output } = await deliver(orderFields(type));
      const jobs = await spec('GET /user/jobs', { token: customer.token });
      const mine = jobs.jobs.find((j: { id: number }) => j.id === id);
      expect(mine).toMatchObject({ status: 'completed', is_paid: true });
      expect(mine.output_files.map((f: { file_name: string }) => f.file_name)).toEqual([output]);
      await spec('GET /download/{file}', { token: customer.token, params: { file: output } });
      const completed = await spec('GET /translator/completed-jobs', { token: translator.token });
      expect(completed.items.map((j: { id: number }) => j.id)).toContain(id);
    },
  );

  it('delivers an Osmanlıca document ordered with hat_tur_id and none of the Ottoman intake answers', async () => {
    await spec('GET /user/languages', { token: customer.token });
    const [rika] = await spec('GET /user/hat-turleri/{languageId}', {
      token: customer.token,
      params: { languageId: 1 },
    });
    const { id } = await deliver(
      orderFields('sworn', { source_lang: 'Osmanlıca', target_lang: 'Türkçe', hat_tur_id: rika.id }),
    );
    const jobs = await spec('GET /admin/jobs', { token: admin, fields: { status: 'completed' } });
    expect(jobs.items.find((j: { id: number }) => j.id === id)).toMatchObject({ hat_tur_id: rika.id });
  });

  it('reopens a delivered job for revision and completes it again', async () => {
    const { id } = await deliver(orderFields('sworn'));
    await spec('PUT /admin/job/{id}/revise', { token: admin, params: { id } });
    const assigned = await spec('GET /translator/assigned-jobs', { token: translator.token });
    expect(assigned.items.map((j: { id: number }) => j.id)).toContain(id);
    await spec('PUT /translator/job/{id}/mark-complete', {
      token: translator.token,
      params: { id },
      fields: { job_id: id },
    });
  });

  it('cancels an assignment, reports a payment, and lets the customer delete a waiting job', async () => {
    const job = await spec('POST /user/upload', { token: customer.token, fields: orderFields('official') });
    await spec('POST /translator/offer', {
      token: translator.token,
      fields: { job_id: job.id, price: 300, delivery_date: daysFromToday(6) },
    });
    const offers = await spec('GET /translator/my-offers', { token: translator.token });
    expect(offers.items.map((o: { job_id: number }) => o.job_id)).toContain(job.id);
    await spec('POST /admin/job/{id}/assign', {
      token: admin,
      params: { id: job.id },
      fields: { translator_id: translator.id, delivery_date: daysFromToday(6), price: 450 },
    });
    await spec('POST /user/pay/{jobId}', { token: customer.token, params: { jobId: job.id } });
    const cancelled = await spec('PUT /admin/job/{id}/cancel', { token: admin, params: { id: job.id } });
    expect(cancelled.status).toBe('waiting');
    await spec('DELETE /user/job/{id}', { token: customer.token, params: { id: job.id } });
    const jobs = await spec('GET /user/jobs', { token: customer.token });
    expect(jobs.jobs.map((j: { id: number }) => j.id)).not.toContain(job.id);
  });

  it('answers the admin’s dashboard, finance and a translator’s jobs', async () => {
    const stats = await spec('GET /admin/stats', { token: admin });
    expect(stats.completedJobs).toBeGreaterThanOrEqual(6);
    await spec('GET /admin/stats/finance', { token: admin });
    const jobs = await spec('GET /admin/translator/{id}/jobs', { token: admin, params: { id: translator.id } });
    expect(jobs.total).toBeGreaterThanOrEqual(6);
  });
});

describe('SPEC §7.4 admin content, through the spec’s calls only', () => {
  it('writes, lists and deletes pages', async () => {
    const page = { title: 'Sözleşme', slug: `sozlesme-${Date.now().toString(36)}`, content: '<p>Metin</p>' };
    await spec('POST /admin/pages', { token: admin, fields: page });
    const pages = await spec('GET /admin/pages', { token: admin });
    const { id } = pages.find((p: { slug: string }) => p.slug === page.slug);
    await spec('PUT /admin/pages/{id}', { token: admin, params: { id }, fields: { ...page, title: 'Yeni başlık' } });
    await spec('DELETE /admin/pages/{id}', { token: admin, params: { id } });
  });

  it('adds and removes a language and a script type', async () => {
    const name = `Dil ${Date.now().toString(36)}`;
    await spec('POST /admin/languages', { token: admin, fields: { name } });
    const languages = await spec('GET /admin/languages', { token: admin });
    const language = languages.find((l: { name: string }) => l.name === name);
    await spec('DELETE /admin/languages/{id}', { token: admin, params: { id: language.id } });
    await spec('POST /admin/hat-turleri', { token: admin, fields: { name: `Hat ${name}`, language_id: 1 } });
    const types = await spec('GET /admin/hat-turleri', { token: admin, fields: { language_id: 1 } });
    const type = types.find((t: { name: string }) => t.name === `Hat ${name}`);
    await spec('DELETE /admin/hat-turleri/{id}', { token: admin, params: { id: type.id } });
  });

  it('adds a service, writes its content in both languages and deletes it by slug', async () => {
    const slug = `hizmet-${Date.now().toString(36)}`;
    await spec('POST /admin/services', { token: admin, fields: { slug, title_tr: 'Hizmet', title_en: 'Service' } });
    const services = await spec('GET /admin/services', { token: admin });
    expect(services.map((s: { slug: string }) => s.slug)).toContain(slug);
    for (const lang of ['tr', 'en']) {
      await spec('PUT /admin/services/{slug}', {
        token: admin,
        params: { slug },
        fields: { title_tr: 'Hizmet', title_en: 'Service', lang, content: `<p>${lang}</p>` },
      });
      const content = await spec('GET /admin/services/{slug}/content', {
        token: admin,
        params: { slug },
        fields: { lang },
      });
      expect(content.content).toContain(lang);
    }
    await spec('DELETE /admin/services/{slug}', { token: admin, params: { slug } });
  });

  it('uploads a slide image, publishes, edits, reorders and deletes a slide', async () => {
    const { imagePath } = await spec('POST /admin/sliders/upload', { token: admin, fields: { image: png } });
    const slide = {
      image: imagePath,
      title: 'Yeminli çeviri',
      description: 'Noter onaylı',
      link: '/services/yeminli-ceviri',
      category: 'hizmet',
      status: true,
      title_color: '#ffffff',
      desc_color: '#dddddd',
    };
    await spec('POST /admin/sliders', { token: admin, fields: slide });
    const slides = await spec('GET /admin/sliders', { token: admin });
    const { id } = slides.find((s: { image: string }) => s.image === imagePath);
    await spec('PUT /admin/sliders/{id}', { token: admin, params: { id }, fields: { ...slide, title: 'Apostil' } });
    await spec('POST /admin/sliders/update-order', {
      token: admin,
      fields: [id, ...slides.map((s: { id: number }) => s.id).filter((other: number) => other !== id)].map(
        (slideId: number, order: number) => ({ id: slideId, order }),
      ),
    });
    const published = await spec('GET /sliders');
    expect(published[0].id).toBe(id);
    await spec('DELETE /admin/sliders/{id}', { token: admin, params: { id } });
  });

  it('takes a testimonial from a visitor', async () => {
    await spec('POST /testimonials', { fields: { name: 'Ayşe', comment: 'Hızlı ve özenli.', stars: 5 } });
  });
});

describe('SPEC §7.5 settings, through the spec’s calls only', () => {
  it('reads and writes a profile, an avatar and notification switches', async () => {
    await spec('GET /settings/profile', { token: customer.token });
    await spec('PUT /settings/profile', {
      token: customer.token,
      fields: {
        name: 'Ayşe',
        surname: 'Yılmaz',
        birth_date: '1990-05-17',
        phone: '+905321234567',
        country: 'Türkiye',
        city: 'İstanbul',
        district: 'Kadıköy',
        address: 'Moda Cd. 1',
      },
    });
    await spec('POST /settings/avatar', { token: customer.token, fields: { file: png } });
    await spec('GET /settings/notifications', { token: customer.token });
    await spec('PUT /settings/notifications', {
      token: customer.token,
      fields: { email_notifications: true, sms_notifications: false },
    });
  });

  it('keeps a translator’s languages and certificates', async () => {
    await spec('PUT /settings/languages', { token: translator.token, fields: { languages: 'Türkçe, İngilizce' } });
    await spec('POST /settings/certificates', { token: translator.token, fields: { file: png } });
    const [certificate] = await spec('GET /settings/certificates', { token: translator.token });
    await spec('DELETE /settings/certificates/{id}', { token: translator.token, params: { id: certificate.id } });
  });

  it('changes the password (with no new e-mail, sent as null) and deletes the account', async () => {
    const other = await signedUpCustomer();
    await spec('PUT /settings/security', {
      token: other.token,
      fields: { currentPassword: other.password, email: null, newPassword: 'Baska-Sifre-3!' },
    });
    const token = await signIn(other.email, 'Baska-Sifre-3!');
    await spec('DELETE /settings/account', { token });
  });
});

describe('the contract table', () => {
  it('had every call of SPEC §7 driven by the lifecycle above', () => {
    expect(Object.keys(specCalls).filter((key) => !driven.has(key as SpecCallKey))).toEqual([]);
  });

  it('answers 401 without a token and 403 to a wrong role on every call the table does not mark public', async () => {
    const wrongRole: Record<CallRole, string | undefined> = {
      public: undefined,
      signedIn: undefined,
      user: translator.token,
      translator: customer.token,
      admin: customer.token,
    };
    const drift: string[] = [];
    for (const [key, row] of Object.entries(specCalls) as [SpecCallKey, SpecCall][]) {
      if (row.role === 'public') continue;
      // a well-formed sample for each placeholder: the check is who may call, not which object
      const path = key
        .slice(key.indexOf(' ') + 1)
        .replace(/\{(file|fileName)\}/g, '1700000000000-ornek.pdf')
        .replace(/\{\w+\}/g, '1');
      const method = key.slice(0, key.indexOf(' '));
      const anonymous = await api(app, method, path);
      if (anonymous.status !== 401) drift.push(`${key} without a token: ${anonymous.status}`);
      const token = wrongRole[row.role];
      if (!token) continue;
      const wrong = await api(app, method, path, { token });
      if (wrong.status !== 403) drift.push(`${key} as another role than ${row.role}: ${wrong.status}`);
    }
    expect(drift).toEqual([]);
  });

  it('names no required body or query field beyond the spec’s in the OpenAPI document of any spec route', async () => {
    const doc = await api(app, 'GET', '/openapi.json');
    const generic = (path: string) => path.replace(/\{\w+\}/g, '{}');
    const operations = new Map<
      string,
      { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }
    >();
    for (const [path, methods] of Object.entries(doc.body.paths as Record<string, Record<string, unknown>>))
      for (const [method, operation] of Object.entries(methods))
        operations.set(`${method.toUpperCase()} ${generic(path.replace(/^\/api/, ''))}`, operation as never);
    const drift: string[] = [];
    for (const [key, row] of Object.entries(specCalls) as [string, SpecCall][]) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = operations.get(`${method} ${generic(path)}`);
      if (!operation) {
        drift.push(`${key}: no such route`);
        continue;
      }
      const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      const beyond = (schema?.required ?? []).filter((name) => !row.fields.includes(name));
      if (beyond.length) drift.push(`${key}: requires ${beyond.join(', ')}`);
    }
    expect(drift).toEqual([]);
  });
});

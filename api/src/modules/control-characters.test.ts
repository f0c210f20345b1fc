import type { Role } from 'shared-ui/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { api, createUser } from '../testing/fixtures';
import { validRegistration } from './auth/test-helpers';
import { applicationForm } from './translators/test-helpers';
import { uploadForm } from './jobs/job-test-helpers';

/**
 * NUL and the other control characters are refused by the shared validation with 400 and the field named, on
 * JSON bodies, multipart fields, queries and path parameters alike; PostgreSQL never sees them (a NUL in a text
 * column answered 500 before). Tab and line breaks pass only where a text is meant to span lines.
 */
const NUL = '\u0000';

interface Case {
  name: string;
  method: string;
  path: string;
  role?: Role;
  body?: () => unknown;
  form?: () => FormData;
  field: string;
}

const cases: Case[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/auth/login',
    body: () => ({ email: `a${NUL}@x.com`, password: 'x' }),
    field: 'email',
  },
  {
    name: 'register',
    method: 'POST',
    path: '/auth/register',
    body: () => validRegistration({ name: `Ay${NUL}şe` }),
    field: 'name',
  },
  {
    name: 'forgot',
    method: 'POST',
    path: '/auth/forgot-password',
    body: () => ({ email: `a${NUL}b@x.com` }),
    field: 'email',
  },
  {
    name: 'resend',
    method: 'POST',
    path: '/resend-verification',
    body: () => ({ email: `a${NUL}b@x.com` }),
    field: 'email',
  },
  { name: 'verify', method: 'POST', path: '/auth/verify-email', body: () => ({ token: `abc${NUL}` }), field: 'token' },
  {
    name: 'reset',
    method: 'POST',
    path: '/auth/reset-password',
    body: () => ({ email: 'a@example.com', token: `t${NUL}`, newPassword: 'Yeni-Sifre-1!' }),
    field: 'token',
  },
  {
    name: 'login password',
    method: 'POST',
    path: '/auth/login',
    body: () => ({ email: 'a@x.com', password: `p${NUL}` }),
    field: 'password',
  },
  {
    name: 'testimonial',
    method: 'POST',
    path: '/testimonials',
    body: () => ({ stars: 5, comment: `Çok iyi${NUL}`, name: 'Ayşe' }),
    field: 'comment',
  },
  {
    name: 'contact',
    method: 'POST',
    path: '/contact',
    body: () => ({ name: 'Ayşe', email: 'a@example.com', message: `Merhaba${NUL}` }),
    field: 'message',
  },
  {
    name: 'apply (multipart)',
    method: 'POST',
    path: '/apply',
    form: () => applicationForm({ surname: `Ka${NUL}ya` }),
    field: 'surname',
  },
  {
    name: 'job upload (multipart)',
    method: 'POST',
    path: '/user/upload',
    role: 'user',
    form: () => uploadForm({ description: `Tapu${NUL}` }),
    field: 'description',
  },
  {
    name: 'profile',
    method: 'PUT',
    path: '/settings/profile',
    role: 'user',
    body: () => ({ name: 'Ayşe', surname: `Y${NUL}`, birth_date: '', phone: '' }),
    field: 'surname',
  },
  {
    name: 'security',
    method: 'PUT',
    path: '/settings/security',
    role: 'user',
    body: () => ({ currentPassword: `x${NUL}`, newPassword: 'Yeni-Sifre-1!' }),
    field: 'currentPassword',
  },
  {
    name: 'translator languages',
    method: 'PUT',
    path: '/settings/languages',
    role: 'translator',
    body: () => ({ languages: `İngilizce${NUL}` }),
    field: 'languages',
  },
  {
    name: 'admin page',
    method: 'POST',
    path: '/admin/pages',
    role: 'admin',
    body: () => ({ title: `Başlık${NUL}`, slug: 'baslik', content: '<p>x</p>' }),
    field: 'title',
  },
  {
    name: 'admin page content',
    method: 'POST',
    path: '/admin/pages',
    role: 'admin',
    body: () => ({ title: 'Başlık', slug: 'baslik-2', content: `<p>x${NUL}</p>` }),
    field: 'content',
  },
  {
    name: 'admin language',
    method: 'POST',
    path: '/admin/languages',
    role: 'admin',
    body: () => ({ name: `Dil${NUL}` }),
    field: 'name',
  },
  {
    name: 'admin slider order (nested)',
    method: 'POST',
    path: '/admin/sliders/update-order',
    role: 'admin',
    body: () => [{ id: 1, order: `1${NUL}` }],
    field: '0.order',
  },
  {
    name: 'a query',
    method: 'GET',
    path: `/admin/jobs?status=waiting${encodeURIComponent(NUL)}`,
    role: 'admin',
    field: 'status',
  },
  {
    name: 'a path parameter',
    method: 'GET',
    path: `/public/pages/hakkimizda${encodeURIComponent(NUL)}`,
    field: 'slug',
  },
];

let app: TestApp;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: 10_000 });
  for (const role of ['user', 'translator', 'admin'] as const) tokens[role] = (await createUser(app, role)).token;
}, 60_000);
afterAll(() => app.stop());

describe('a NUL character anywhere in a request', () => {
  it.each(cases.map((c) => [c.name, c] as const))('is refused with 400 naming the field: %s', async (_name, c) => {
    const res = await api(app, c.method, c.path, {
      token: c.role ? tokens[c.role] : undefined,
      body: c.body?.(),
      form: c.form?.(),
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(
      expect.objectContaining({ [c.field]: 'This field contains characters that are not allowed.' }),
    );
  });
});

describe('other control characters, tab and line breaks', () => {
  it.each(['\u0001', '\u0007', '\u001b', '\u007f', '\u0085'])('refuses %j in a one-line field', async (char) => {
    const res = await api(app, 'POST', '/contact', {
      body: { name: `Ay${char}şe`, email: 'a@example.com', message: 'Merhaba' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['name']);
  });

  it('keeps tab and line breaks in a text meant to span lines', async () => {
    const res = await api(app, 'POST', '/contact', {
      body: { name: 'Ayşe', email: 'a@example.com', message: 'Merhaba,\r\n\tfiyat alabilir miyim?\nTeşekkürler' },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a line break in a one-line field', async () => {
    const res = await api(app, 'POST', '/contact', {
      body: { name: 'Ayşe\nKaya', email: 'a@example.com', message: 'x' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['name']);
  });
});

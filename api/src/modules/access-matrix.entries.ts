import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { confirmedChecklist, daysFromToday, pdfBytes, uploadForm, outputsForm } from './jobs/job-test-helpers';
import { applicationForm, pngBytes } from './translators/test-helpers';
import { validRegistration } from './auth/test-helpers';
import { api, createUser, fixturePassword } from '../testing/fixtures';
import { ReleaseExistsError } from '../lib/releases/release-store';
import { newVerificationCode } from './verifications/verification-code';
import type { Actor, Whose, World } from '../testing/seeded-world';

/**
 * The access-control matrix: for every route of GET /api/openapi.json, the status each actor gets, for their own
 * object and for another's where the route acts on one. A route missing here fails the test, so a new route
 * cannot ship without its access rule being written down. Cells that succeed and change what they touch get a
 * fresh object of their own, so cells can run side by side.
 */
export interface CellRequest {
  path: string;
  body?: unknown;
  form?: FormData;
  /** Overrides the actor's token (a fresh account for calls that end the session). */
  token?: string;
}
type Build = (w: World, actor: Actor, whose: Whose) => CellRequest | Promise<CellRequest>;
/** A status, or [own object, another's] for the customers and translators of a route that acts on an object. */
export type Expected = Record<Actor, number | [number, number]>;
export interface Entry {
  expect: Expected;
  request: Build;
}

const fixed =
  (path: string, extra: Omit<CellRequest, 'path'> = {}): Build =>
  () => ({ path, ...extra });

const everyone = (status: number, request: Build): Entry => ({
  request,
  expect: {
    anonymous: status,
    customerA: status,
    customerB: status,
    translatorX: status,
    translatorY: status,
    admin: status,
  },
});
const signedIn = (status: number, request: Build): Entry => ({
  request,
  expect: {
    anonymous: 401,
    customerA: status,
    customerB: status,
    translatorX: status,
    translatorY: status,
    admin: status,
  },
});
const adminOnly = (status: number, request: Build): Entry => ({
  request,
  expect: { anonymous: 401, customerA: 403, customerB: 403, translatorX: 403, translatorY: 403, admin: status },
});
const customerOnly = (status: number | [number, number], request: Build): Entry => ({
  request,
  expect: { anonymous: 401, customerA: status, customerB: status, translatorX: 403, translatorY: 403, admin: 403 },
});
const translatorOnly = (status: number | [number, number], request: Build): Entry => ({
  request,
  expect: { anonymous: 401, customerA: 403, customerB: 403, translatorX: status, translatorY: status, admin: 403 },
});

const newPage = (w: World) => ({ title: 'Sayfa', slug: w.unique('sayfa'), content: '<p>x</p>' });
const newSlider = { image: '/images/x.jpg', title: 'Slayt', description: 'Açıklama' };
const pngForm = (field = 'file') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(pngBytes)]), 'resim.png');
  return form;
};

/** A fresh waiting due-date request of translator X on a job of customer A. */
async function deadlineRequest(w: World): Promise<number> {
  const job = await w.jobInWork(w.users.customerA, w.users.translatorX);
  const res = await api(w.app, 'POST', `/translator/job/${job.id}/deadline-request`, {
    token: w.users.translatorX.token,
    body: { delivery_date: daysFromToday(20), reason: 'Belge beklenenden uzun.' },
  });
  if (res.status !== 201) throw new Error(`deadline request: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.request.id as number;
}

async function newService(w: World): Promise<string> {
  const slug = w.unique('hizmet');
  await w.app.db('services').insert({ slug, title_tr: 'Hizmet', title_en: 'Service' });
  return slug;
}
/** A new account of the actor's role, for calls that change the account (no token for anonymous). */
async function freshToken(w: World, actor: string): Promise<string | undefined> {
  if (actor === 'anonymous') return undefined;
  const role = actor === 'admin' ? 'admin' : actor.startsWith('translator') ? 'translator' : 'user';
  return (await createUser(w.app, role)).token;
}
async function newTranslator(w: World, status: 'pending' | 'approved'): Promise<number> {
  return (await createUser(w.app, 'translator', { translatorStatus: status })).id;
}
async function newRow(w: World, table: string, row: Record<string, unknown>): Promise<number> {
  const [created] = await w.app.db(table).insert(row).returning('id');
  return created.id;
}

const priceGroup = { name_tr: 'Grup', name_en: 'Group', per_page: 100, per_word: 0.5 };
async function newPriceGroup(w: World): Promise<number> {
  return newRow(w, 'price_groups', { name_tr: 'Grup', name_en: 'Group', per_page_kurus: 100, per_word_kurus: 0 });
}

/** A release of the admin remote in the matrix's store (a one-file build), written once. */
async function storedRelease(w: World): Promise<string> {
  const version = 'matrix-1';
  if (!(await w.app.deps.releases.has('mfe-admin', version))) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tercume-matrix-release-'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
    // Cells run side by side: one of them writes it, the others find it written.
    await w.app.deps.releases.write('mfe-admin', version, dir, null).catch((err: unknown) => {
      if (!(err instanceof ReleaseExistsError)) throw err;
    });
  }
  return version;
}

/** An open job of customer A with a ready preview, once per world (a one-pixel PNG as its first page). */
const previewedJobs = new WeakMap<World, Promise<number>>();
function previewedJob(w: World): Promise<number> {
  let job = previewedJobs.get(w);
  if (!job) {
    job = w.job(w.users.customerA).then(async ({ id }) => {
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'tercume-matrix-preview-')), 'page.png');
      writeFileSync(file, pngBytes);
      const image = await w.app.deps.storage.put('previews', file, 'page.png');
      await w.app
        .db('job_previews')
        .insert({ job_id: id, page_count: 1, image_file: image })
        .onConflict('job_id')
        .merge();
      return id;
    });
    previewedJobs.set(w, job);
  }
  return job;
}

/** A completed job written straight in the database (uploads are rate-limited per account), rated when asked. */
async function deliveredJob(
  w: World,
  customer: { id: number },
  translator: { id: number },
  rating?: { stars: number },
): Promise<number> {
  const id = await newRow(w, 'jobs', {
    user_id: customer.id,
    assigned_translator_id: translator.id,
    file_name: '1700000000000-belge.pdf',
    file_mime: 'application/pdf',
    file_size: 100,
    description: 'Matris',
    source_lang: 'Türkçe',
    target_lang: 'İngilizce',
    translation_type: 'official',
    specialization: 'general',
    delivery_date: daysFromToday(3),
    status: 'completed',
    completed_at: w.app.db.fn.now(),
    is_paid: true,
    translator_price: 100,
  });
  if (rating) await w.app.db('job_ratings').insert({ job_id: id, stars: rating.stars });
  return id;
}

/** One completed job of customer A per world: uploads are rate-limited per account, and the cells run at once. */
const completedJobs = new WeakMap<World, Promise<number>>();
function completedJob(w: World): Promise<number> {
  let job = completedJobs.get(w);
  if (!job) {
    job = w.job(w.users.customerA).then(async ({ id }) => {
      await w.app.db('jobs').where({ id }).update({ status: 'completed', completed_at: w.app.db.fn.now() });
      return id;
    });
    completedJobs.set(w, job);
  }
  return job;
}

/** A verification code of its own (a revocation spends it) on customer A's completed job. */
async function newVerification(w: World): Promise<{ jobId: number; code: string }> {
  const job = { id: await completedJob(w) };
  const code = newVerificationCode();
  const files = [{ position: 1, sha256: 'a'.repeat(64), size: 10, mime: 'application/pdf' }];
  await newRow(w, 'job_verifications', {
    job_id: job.id,
    code,
    translator_name: 'Deniz Yılmaz',
    files: JSON.stringify(files),
    completed_at: w.app.db.fn.now(),
  });
  return { jobId: job.id, code };
}

export const matrix: Record<string, Entry> = {
  'GET /api/health': everyone(200, fixed('/health')),
  'GET /api/ready': everyone(200, fixed('/ready')),
  // off unless METRICS_TOKEN is set (the test app sets none): 404 for everyone, the admin included
  'GET /api/metrics': everyone(404, fixed('/metrics')),
  'GET /api/admin/tasks': adminOnly(200, fixed('/admin/tasks?state=failed')),
  'POST /api/admin/tasks/{id}/retry': adminOnly(404, fixed('/admin/tasks/00000000-0000-4000-8000-000000000000/retry')),
  'GET /api/openapi.json': everyone(200, fixed('/openapi.json')),
  'GET /api/admin/releases': adminOnly(200, fixed('/admin/releases')),
  'PUT /api/admin/releases/{remote}': adminOnly(200, async (w) => ({
    path: '/admin/releases/mfe-admin',
    body: { version: await storedRelease(w) },
  })),

  // content: public reads, admin writes
  'GET /api/public/pages/{slug}': everyone(200, (w) => ({ path: `/public/pages/${w.content.pageSlug}` })),
  'GET /api/admin/pages': adminOnly(200, fixed('/admin/pages')),
  'POST /api/admin/pages': adminOnly(201, (w) => ({ path: '/admin/pages', body: newPage(w) })),
  // a page of its own: renaming the shared page would make the public read above answer 404 while they run together
  'PUT /api/admin/pages/{id}': adminOnly(200, async (w) => ({
    path: `/admin/pages/${await newRow(w, 'pages', { title: 'Düzenlenecek', slug: w.unique('duz'), content: '' })}`,
    body: newPage(w),
  })),
  'DELETE /api/admin/pages/{id}': adminOnly(200, async (w) => ({
    path: `/admin/pages/${await newRow(w, 'pages', { title: 'Silinecek', slug: w.unique('sil'), content: '' })}`,
  })),
  'GET /api/public/services': everyone(200, fixed('/public/services')),
  'GET /api/public/services/{slug}': everyone(200, (w) => ({ path: `/public/services/${w.content.serviceSlug}` })),
  'GET /api/admin/services': adminOnly(200, fixed('/admin/services')),
  'GET /api/admin/services/{slug}/content': adminOnly(200, (w) => ({
    path: `/admin/services/${w.content.serviceSlug}/content`,
  })),
  'POST /api/admin/services': adminOnly(201, (w) => ({
    path: '/admin/services',
    body: { slug: w.unique('hizmet'), title_tr: 'Hizmet', title_en: 'Service' },
  })),
  'PUT /api/admin/services/{slug}': adminOnly(200, async (w) => ({
    path: `/admin/services/${await newService(w)}`,
    body: { title_tr: 'Hizmet', title_en: 'Service', lang: 'tr', content: '<p>x</p>' },
  })),
  'DELETE /api/admin/services/{slug}': adminOnly(200, async (w) => ({
    path: `/admin/services/${await newService(w)}`,
  })),
  'GET /api/sliders': everyone(200, fixed('/sliders')),
  'GET /api/admin/sliders': adminOnly(200, fixed('/admin/sliders')),
  'POST /api/admin/sliders/upload': adminOnly(201, () => ({ path: '/admin/sliders/upload', form: pngForm('image') })),
  'POST /api/admin/sliders/update-order': adminOnly(200, (w) => ({
    path: '/admin/sliders/update-order',
    body: [{ id: w.content.sliderId, order: 0 }],
  })),
  'POST /api/admin/sliders': adminOnly(201, fixed('/admin/sliders', { body: newSlider })),
  'PUT /api/admin/sliders/{id}': adminOnly(200, (w) => ({
    path: `/admin/sliders/${w.content.sliderId}`,
    body: newSlider,
  })),
  'DELETE /api/admin/sliders/{id}': adminOnly(200, async (w) => ({
    path: `/admin/sliders/${await newRow(w, 'sliders', { image: '/images/x.jpg', title: 'Sil', description: 'Sil' })}`,
  })),
  'GET /api/public/languages': everyone(200, fixed('/public/languages')),
  'GET /api/admin/languages': adminOnly(200, fixed('/admin/languages')),
  'POST /api/admin/languages': adminOnly(201, (w) => ({ path: '/admin/languages', body: { name: w.unique('Dil') } })),
  'DELETE /api/admin/languages/{id}': adminOnly(200, async (w) => ({
    path: `/admin/languages/${await newRow(w, 'languages', { name: w.unique('Silinecek') })}`,
  })),
  'GET /api/public/hat-turleri': everyone(200, fixed('/public/hat-turleri?language_id=1')),
  'GET /api/admin/hat-turleri': adminOnly(200, fixed('/admin/hat-turleri')),
  'POST /api/admin/hat-turleri': adminOnly(201, (w) => ({
    path: '/admin/hat-turleri',
    body: { name: w.unique('Hat'), language_id: 1 },
  })),
  'DELETE /api/admin/hat-turleri/{id}': adminOnly(200, async (w) => ({
    path: `/admin/hat-turleri/${await newRow(w, 'hat_turleri', { name: w.unique('Sil'), language_id: 1 })}`,
  })),
  'POST /api/testimonials': everyone(201, fixed('/testimonials', { body: { stars: 4, comment: 'İyi', name: 'Ada' } })),
  'GET /api/public/testimonials': everyone(200, fixed('/public/testimonials')),
  'GET /api/admin/testimonials': adminOnly(200, fixed('/admin/testimonials')),
  'PUT /api/admin/testimonials/{id}/approve': adminOnly(200, (w) => ({
    path: `/admin/testimonials/${w.content.testimonialId}/approve`,
  })),
  'DELETE /api/admin/testimonials/{id}': adminOnly(200, async (w) => ({
    path: `/admin/testimonials/${await newRow(w, 'testimonials', { name: 'Sil', comment: 'Sil', stars: 3 })}`,
  })),
  'POST /api/contact': everyone(
    200,
    fixed('/contact', { body: { name: 'Ada', email: 'ada@example.com', message: 'Merhaba' } }),
  ),

  // accounts
  'POST /api/auth/register': everyone(201, () => ({ path: '/auth/register', body: validRegistration() })),
  'POST /api/auth/login': everyone(200, (w) => ({
    path: '/auth/login',
    body: { email: w.users.customerA.email, password: fixturePassword },
  })),
  'GET /api/auth/me': signedIn(200, fixed('/auth/me')),
  'POST /api/auth/verify-email': everyone(400, fixed('/auth/verify-email', { body: { token: 'gecersiz' } })),
  'POST /api/resend-verification': everyone(
    200,
    fixed('/resend-verification', { body: { email: 'kimse@example.com' } }),
  ),
  'POST /api/auth/forgot-password': everyone(
    200,
    fixed('/auth/forgot-password', { body: { email: 'kimse@example.com' } }),
  ),
  'POST /api/auth/reset-password': everyone(
    400,
    fixed('/auth/reset-password', {
      body: { email: 'kimse@example.com', token: 'gecersiz', newPassword: 'Yeni-Sifre-1!' },
    }),
  ),
  'POST /api/apply': everyone(201, () => ({ path: '/apply', form: applicationForm() })),
  'GET /api/public/featured-translators': everyone(200, fixed('/public/featured-translators')),

  // the customer's jobs: own 2xx, another customer's 403
  'GET /api/user/jobs': customerOnly(200, fixed('/user/jobs')),
  'GET /api/user/languages': customerOnly(200, fixed('/user/languages')),
  'GET /api/user/hat-turleri/{languageId}': customerOnly(200, fixed('/user/hat-turleri/1')),
  'POST /api/user/upload': customerOnly(201, fixed('/user/upload', { form: uploadForm() })),
  'GET /api/user/job/{id}': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}`,
  })),
  'PUT /api/user/job/{id}/cancel': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/cancel`,
  })),
  'DELETE /api/user/job/{id}': customerOnly([204, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}`,
  })),
  'GET /api/user/job/{id}/timeline': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/timeline`,
  })),
  'GET /api/user/job/{id}/retention': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/retention`,
  })),
  'DELETE /api/user/job/{id}/files': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${await deliveredJob(w, w.customerFor(a, whose), w.users.translatorX)}/files`,
  })),
  'GET /api/user/job/{id}/rating': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${await deliveredJob(w, w.customerFor(a, whose), w.users.translatorX)}/rating`,
  })),
  'POST /api/user/job/{id}/rating': customerOnly([201, 403], async (w, a, whose) => ({
    path: `/user/job/${await deliveredJob(w, w.customerFor(a, whose), w.users.translatorX)}/rating`,
    body: { stars: 5 },
  })),
  'GET /api/translator/job/{id}/rating': translatorOnly([200, 403], async (w, a, whose) => ({
    path: `/translator/job/${await deliveredJob(w, w.users.customerA, w.translatorFor(a, whose))}/rating`,
  })),
  'POST /api/translator/job/{id}/rating/answer': translatorOnly([200, 403], async (w, a, whose) => ({
    path: `/translator/job/${await deliveredJob(w, w.users.customerA, w.translatorFor(a, whose), { stars: 4 })}/rating/answer`,
    body: { answer: 'Teşekkürler.' },
  })),
  'GET /api/admin/job/{id}/rating': adminOnly(200, async (w) => ({
    path: `/admin/job/${await deliveredJob(w, w.users.customerA, w.users.translatorX, { stars: 3 })}/rating`,
  })),
  'POST /api/user/job/{id}/revision': customerOnly([201, 403], async (w, a, whose) => {
    const job = await w.job(w.customerFor(a, whose));
    await w.app.db('jobs').where({ id: job.id }).update({ status: 'completed', completed_at: w.app.db.fn.now() });
    const form = new FormData();
    form.append('reason', '2. sayfadaki tarih yanlış');
    return { path: `/user/job/${job.id}/revision`, form };
  }),
  'GET /api/user/job/{id}/messages': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/messages`,
  })),
  'POST /api/user/job/{id}/messages': customerOnly([201, 403], async (w, a, whose) => {
    const form = new FormData();
    form.append('body', 'Teslim tarihi değişebilir mi?');
    return { path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/messages`, form };
  }),
  'POST /api/user/pay/{jobId}': customerOnly([200, 403], async (w, a, whose) => {
    const job = await w.job(w.customerFor(a, whose));
    await w.app.db('jobs').where({ id: job.id }).update({ status: 'waiting_payment', admin_price: 300 });
    return { path: `/user/pay/${job.id}` };
  }),

  // the translator's work: own 2xx, another translator's 403
  'GET /api/translator/open-jobs': translatorOnly(200, fixed('/translator/open-jobs')),
  'GET /api/translator/my-offers': translatorOnly(200, fixed('/translator/my-offers')),
  'GET /api/translator/assigned-jobs': translatorOnly(200, fixed('/translator/assigned-jobs')),
  'GET /api/translator/completed-jobs': translatorOnly(200, fixed('/translator/completed-jobs')),
  'POST /api/translator/offer': translatorOnly(201, async (w) => ({
    path: '/translator/offer',
    body: { job_id: (await w.job(w.users.customerA)).id, price: 250, delivery_date: daysFromToday(5) },
  })),
  'POST /api/translator/job/{id}/complete': translatorOnly([201, 403], async (w, a, whose) => ({
    path: `/translator/job/${(await w.jobInWork(w.users.customerA, w.translatorFor(a, whose))).id}/complete`,
    form: outputsForm([{ bytes: pdfBytes('ek'), name: 'ek.pdf' }]),
  })),
  'DELETE /api/translator/job/{id}/delete-output/{fileName}': translatorOnly([200, 403], async (w, a, whose) => {
    const job = await w.jobInWork(w.users.customerA, w.translatorFor(a, whose));
    return { path: `/translator/job/${job.id}/delete-output/${encodeURIComponent(job.output)}` };
  }),
  'POST /api/translator/job/{id}/deadline-request': translatorOnly([201, 403], async (w, a, whose) => ({
    path: `/translator/job/${(await w.jobInWork(w.users.customerA, w.translatorFor(a, whose))).id}/deadline-request`,
    body: { delivery_date: daysFromToday(20), reason: 'Belge beklenenden uzun.' },
  })),
  'PUT /api/translator/job/{id}/mark-complete': translatorOnly([200, 403], async (w, a, whose) => ({
    path: `/translator/job/${(await w.jobInWork(w.users.customerA, w.translatorFor(a, whose))).id}/mark-complete`,
    body: { checklist: confirmedChecklist },
  })),

  // files: the customer's document, the translator's output; another's answers 403 (404 by bare name)
  'GET /api/download/{area}/{fileName}': {
    expect: {
      anonymous: 401,
      customerA: [200, 403],
      customerB: [200, 403],
      translatorX: [200, 403],
      translatorY: [200, 403],
      admin: 200,
    },
    request: async (w, a, whose) => {
      const job = await w.jobInWork(w.customerFor(a, whose), w.translatorFor(a, whose));
      const asTranslator = a === 'translatorX' || a === 'translatorY';
      return { path: asTranslator ? `/download/output/${job.output}` : `/download/documents/${job.file_name}` };
    },
  },
  'GET /api/download/{fileName}': {
    expect: {
      anonymous: 401,
      customerA: [200, 404],
      customerB: [200, 404],
      translatorX: [200, 404],
      translatorY: [200, 404],
      admin: 200,
    },
    request: async (w, a, whose) => {
      const job = await w.jobInWork(w.customerFor(a, whose), w.translatorFor(a, whose));
      const asTranslator = a === 'translatorX' || a === 'translatorY';
      return { path: `/download/${asTranslator ? job.output : job.file_name}` };
    },
  },

  // the admin's marketplace actions
  'GET /api/admin/jobs': adminOnly(200, fixed('/admin/jobs')),
  'GET /api/admin/deadline-requests': adminOnly(200, fixed('/admin/deadline-requests')),
  'PUT /api/admin/deadline-request/{id}/accept': adminOnly(200, async (w) => ({
    path: `/admin/deadline-request/${await deadlineRequest(w)}/accept`,
  })),
  'PUT /api/admin/deadline-request/{id}/decline': adminOnly(200, async (w) => ({
    path: `/admin/deadline-request/${await deadlineRequest(w)}/decline`,
    body: { note: 'Müşterinin tarihi kesin.' },
  })),
  'GET /api/admin/jobs/{id}/messages': adminOnly(200, async (w) => ({
    path: `/admin/jobs/${(await w.job(w.users.customerA)).id}/messages`,
  })),
  'POST /api/admin/job/{id}/messages': adminOnly(201, async (w) => {
    const form = new FormData();
    form.append('body', 'Evet, bir gün erken teslim edebiliriz.');
    return { path: `/admin/job/${(await w.job(w.users.customerA)).id}/messages`, form };
  }),
  // verifiable translations: the check is public; the customer's code and the revocation are not
  'GET /api/public/verifications/{code}': everyone(200, async (w) => ({
    path: `/public/verifications/${(await newVerification(w)).code}`,
  })),
  'GET /api/public/verifications/{code}/qr.png': everyone(200, async (w) => ({
    path: `/public/verifications/${(await newVerification(w)).code}/qr.png`,
  })),
  'GET /api/public/verifications/{code}/qr.svg': everyone(200, async (w) => ({
    path: `/public/verifications/${(await newVerification(w)).code}/qr.svg?lang=en`,
  })),
  // a stamped copy needs the link the customer's answer signs: without its signature nobody gets one
  'GET /api/verified-copy/{code}/{position}': everyone(403, async (w) => ({
    path: `/verified-copy/${(await newVerification(w)).code}/1?exp=${Math.floor(Date.now() / 1000) + 60}&sig=forged`,
  })),
  'GET /api/user/job/{id}/verification': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/verification`,
  })),
  'GET /api/admin/jobs/{id}/verifications': adminOnly(200, async (w) => ({
    path: `/admin/jobs/${(await newVerification(w)).jobId}/verifications`,
  })),
  'POST /api/admin/verifications/{code}/revoke': adminOnly(200, async (w) => ({
    path: `/admin/verifications/${(await newVerification(w)).code}/revoke`,
    body: { reason: 'Çeviride hata bulundu' },
  })),
  'GET /api/public/payment-options': everyone(200, fixed('/public/payment-options')),
  // iyzico's form POST without a token: refused alike for everyone (it carries no session)
  'POST /api/payments/iyzico/callback': everyone(400, fixed('/payments/iyzico/callback', { body: {} })),
  'GET /api/user/billing-details': customerOnly(200, fixed('/user/billing-details')),
  'PUT /api/user/billing-details': customerOnly(
    200,
    fixed('/user/billing-details', {
      body: { kind: 'individual', full_name: 'Ayşe Yılmaz', tckn: '10000000146', address: 'Kadıköy, İstanbul' },
    }),
  ),
  // paper deliveries (modules/paper-deliveries): a job without one answers null, and the office cannot ship it
  'GET /api/user/postal-address': customerOnly(200, fixed('/user/postal-address')),
  'PUT /api/user/postal-address': customerOnly(
    200,
    fixed('/user/postal-address', {
      body: { recipient: 'Ayşe Yılmaz', address: 'Moda Cad. 1', city: 'İstanbul', country: 'TR' },
    }),
  ),
  'GET /api/user/job/{id}/paper-delivery': customerOnly([200, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/paper-delivery`,
  })),
  'GET /api/admin/job/{id}/paper-delivery': adminOnly(200, async (w) => ({
    path: `/admin/job/${(await w.job(w.users.customerA)).id}/paper-delivery`,
  })),
  'PUT /api/admin/job/{id}/paper-delivery': adminOnly(409, async (w) => ({
    path: `/admin/job/${(await w.job(w.users.customerA)).id}/paper-delivery`,
    body: { step: 'ready' },
  })),
  // a waiting job cannot be paid yet (409); this app has no iyzico keys either
  'POST /api/user/job/{id}/card-payment': customerOnly([409, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/card-payment`,
    body: {},
  })),
  'GET /api/user/job/{id}/receipt': customerOnly([404, 403], async (w, a, whose) => ({
    path: `/user/job/${(await w.job(w.customerFor(a, whose))).id}/receipt`,
  })),
  'GET /api/admin/job/{id}/receipt': adminOnly(404, async (w) => ({
    path: `/admin/job/${(await w.job(w.users.customerA)).id}/receipt`,
  })),
  'GET /api/admin/job/{id}/card-payment': adminOnly(200, async (w) => ({
    path: `/admin/job/${(await w.job(w.users.customerA)).id}/card-payment`,
  })),
  'POST /api/admin/job/{id}/refund': adminOnly(409, async (w) => ({
    path: `/admin/job/${(await w.job(w.users.customerA)).id}/refund`,
    body: {},
  })),
  'GET /api/public/site-settings': everyone(200, fixed('/public/site-settings')),
  // the price list and the instant estimate (modules/pricing)
  'POST /api/public/estimate': everyone(200, () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      source_lang: 'Türkçe',
      target_lang: 'İngilizce',
      translation_type: 'official',
      delivery_date: daysFromToday(10),
      page_count: '2',
    }))
      form.append(k, v);
    form.append('file', new Blob([new Uint8Array(pngBytes)]), 'belge.png');
    return { path: '/public/estimate', form };
  }),
  'GET /api/admin/price-list': adminOnly(200, fixed('/admin/price-list')),
  'POST /api/admin/price-list/groups': adminOnly(201, async (w) => ({
    path: '/admin/price-list/groups',
    body: { ...priceGroup, language_ids: [await newRow(w, 'languages', { name: w.unique('Dil') })] },
  })),
  'PUT /api/admin/price-list/groups/{id}': adminOnly(200, async (w) => ({
    path: `/admin/price-list/groups/${await newPriceGroup(w)}`,
    body: { ...priceGroup, language_ids: [await newRow(w, 'languages', { name: w.unique('Dil') })] },
  })),
  'DELETE /api/admin/price-list/groups/{id}': adminOnly(200, async (w) => ({
    path: `/admin/price-list/groups/${await newPriceGroup(w)}`,
  })),
  'PUT /api/admin/price-list/rules': adminOnly(200, async (w) => ({
    path: '/admin/price-list/rules',
    body: (await api(w.app, 'GET', '/admin/price-list', { token: w.users.admin.token })).body.rules,
  })),
  'GET /api/admin/job/{id}/estimate': adminOnly(200, async (w) => ({
    path: `/admin/job/${(await w.job(w.users.customerA)).id}/estimate`,
  })),
  'GET /api/admin/site-settings': adminOnly(200, fixed('/admin/site-settings')),
  'PUT /api/admin/site-settings': adminOnly(
    200,
    fixed('/admin/site-settings', {
      body: {
        bank_name: 'Ziraat Bankası',
        bank_account_holder: 'Tercüme Odası',
        bank_iban: 'TR330006100519786457841326',
        usual_quote_hours: 24,
        contact_phone: '',
        contact_email: 'info@example.com',
        whatsapp_number: '905551112233',
      },
    }),
  ),
  'GET /api/admin/jobs/{id}': adminOnly(200, async (w) => ({
    path: `/admin/jobs/${(await w.job(w.users.customerA)).id}`,
  })),
  'POST /api/admin/job/{id}/assign': adminOnly(200, async (w) => ({
    path: `/admin/job/${(await w.job(w.users.customerA)).id}/assign`,
    body: { translator_id: w.users.translatorX.id, price: 300, delivery_date: daysFromToday(5) },
  })),
  'PUT /api/admin/job/{id}/mark-paid': adminOnly(200, async (w) => {
    const job = await w.job(w.users.customerA);
    await w.app.db('jobs').where({ id: job.id }).update({
      status: 'waiting_payment',
      admin_price: 300,
      assigned_translator_id: w.users.translatorX.id,
    });
    return { path: `/admin/job/${job.id}/mark-paid` };
  }),
  'PUT /api/admin/job/{id}/cancel': adminOnly(200, async (w) => ({
    path: `/admin/job/${(await w.jobInWork(w.users.customerA, w.users.translatorX)).id}/cancel`,
  })),
  'PUT /api/admin/job/{id}/revise': adminOnly(200, async (w) => {
    const job = await w.jobInWork(w.users.customerA, w.users.translatorX);
    await w.app.db('jobs').where({ id: job.id }).update({ status: 'completed', completed_at: w.app.db.fn.now() });
    return { path: `/admin/job/${job.id}/revise` };
  }),
  'GET /api/admin/audit': adminOnly(200, fixed('/admin/audit?kind=assignment&page=1')),
  'GET /api/admin/audit/actors': adminOnly(200, fixed('/admin/audit/actors')),
  'GET /api/admin/stats': adminOnly(200, fixed('/admin/stats')),
  'GET /api/admin/stats/finance': adminOnly(200, fixed('/admin/stats/finance')),
  'GET /api/admin/todo': adminOnly(200, fixed('/admin/todo')),

  // the admin's translator actions, each on a translator of its own
  'GET /api/admin/translators/pending': adminOnly(200, fixed('/admin/translators/pending')),
  'GET /api/admin/translators/approved': adminOnly(200, fixed('/admin/translators/approved')),
  'PUT /api/admin/translator/{id}/approve': adminOnly(200, async (w) => ({
    path: `/admin/translator/${await newTranslator(w, 'pending')}/approve`,
  })),
  'PUT /api/admin/translator/{id}/reject': adminOnly(200, async (w) => ({
    path: `/admin/translator/${await newTranslator(w, 'pending')}/reject`,
  })),
  'DELETE /api/admin/translator/{id}': adminOnly(200, async (w) => ({
    path: `/admin/translator/${await newTranslator(w, 'approved')}`,
  })),
  'GET /api/admin/translator/{id}/earnings': adminOnly(200, (w) => ({
    path: `/admin/translator/${w.users.translatorX.id}/earnings`,
  })),
  // Only the admin's cell reaches the body: the others are refused before it is read, so only it gets a real job.
  'GET /api/admin/payouts/queue': adminOnly(200, fixed('/admin/payouts/queue')),
  'POST /api/admin/payouts': adminOnly(201, async (w, a) => {
    const translatorId = w.users.translatorX.id;
    let jobId = 1;
    if (a === 'admin') {
      jobId = (await w.job(w.users.customerB)).id;
      await w.app.db('jobs').where({ id: jobId }).update({
        status: 'completed',
        completed_at: w.app.db.fn.now(),
        assigned_translator_id: translatorId,
        translator_price: 150,
      });
    }
    return {
      path: '/admin/payouts',
      body: { translator_id: translatorId, job_ids: [jobId], paid_on: daysFromToday(0), reference: w.unique('EFT') },
    };
  }),
  'GET /api/settings/payout': translatorOnly(200, fixed('/settings/payout')),
  'PUT /api/settings/payout': translatorOnly(
    200,
    fixed('/settings/payout', { body: { account_holder: 'Xeni Test', iban: 'TR33 0006 1005 1978 6457 8413 26' } }),
  ),
  'GET /api/translator/earnings': translatorOnly(200, fixed('/translator/earnings')),
  'GET /api/translator/job/{id}/preview': translatorOnly(200, async (w, a) => ({
    path: `/translator/job/${a.startsWith('translator') ? await previewedJob(w) : 1}/preview`,
  })),
  'GET /api/admin/translator/{id}/jobs': adminOnly(200, (w) => ({
    path: `/admin/translator/${w.users.translatorX.id}/jobs`,
  })),
  'PUT /api/admin/translator/{id}/feature': adminOnly(200, async (w) => ({
    path: `/admin/translator/${await newTranslator(w, 'approved')}/feature`,
    body: { is_featured: 1 },
  })),

  // settings: each signed-in person's own account; certificates are the translator's own
  'GET /api/settings/profile': signedIn(200, fixed('/settings/profile')),
  'PUT /api/settings/profile': signedIn(200, fixed('/settings/profile', { body: { name: 'Ada', surname: 'Test' } })),
  'POST /api/settings/avatar': signedIn(200, () => ({ path: '/settings/avatar', form: pngForm() })),
  'PUT /api/settings/security': signedIn(200, (w) => ({
    path: '/settings/security',
    body: { currentPassword: fixturePassword, email: `${w.unique('yeni')}@example.com` },
  })),
  'GET /api/settings/notifications': signedIn(200, fixed('/settings/notifications')),
  'PUT /api/settings/notifications': signedIn(
    200,
    fixed('/settings/notifications', {
      body: { email_notifications: true, sms_notifications: false },
    }),
  ),
  'DELETE /api/settings/account': signedIn(200, async (w, a) => {
    const role = a === 'admin' ? 'admin' : a.startsWith('translator') ? 'translator' : 'user';
    return { path: '/settings/account', token: a === 'anonymous' ? undefined : (await createUser(w.app, role)).token };
  }),
  'PUT /api/settings/languages': translatorOnly(
    200,
    fixed('/settings/languages', { body: { languages: 'İngilizce' } }),
  ),
  'GET /api/settings/certificates': translatorOnly(200, fixed('/settings/certificates')),
  'POST /api/settings/certificates': translatorOnly(201, () => ({ path: '/settings/certificates', form: pngForm() })),
  'DELETE /api/settings/certificates/{id}': translatorOnly([200, 403], async (w, a, whose) => ({
    path: `/settings/certificates/${(await w.certificate(w.translatorFor(a, whose))).id}`,
  })),

  // two-step sign-in and sign-in sessions: each account's own (a fresh account where the call changes the account)
  'POST /api/auth/login/second-step': everyone(
    401,
    fixed('/auth/login/second-step', { body: { challenge: 'gecersiz', code: '123456' } }),
  ),
  'GET /api/settings/two-step': signedIn(200, fixed('/settings/two-step')),
  'POST /api/settings/two-step/enrolment': signedIn(200, async (w, a) => ({
    path: '/settings/two-step/enrolment',
    token: await freshToken(w, a),
  })),
  'POST /api/settings/two-step/enrolment/confirm': signedIn(409, async (w, a) => ({
    path: '/settings/two-step/enrolment/confirm',
    body: { code: '123456' },
    token: await freshToken(w, a),
  })),
  'POST /api/settings/two-step/recovery-codes': signedIn(409, async (w, a) => ({
    path: '/settings/two-step/recovery-codes',
    body: { password: fixturePassword, code: '123456' },
    token: await freshToken(w, a),
  })),
  'POST /api/settings/two-step/disable': signedIn(409, async (w, a) => ({
    path: '/settings/two-step/disable',
    body: { password: fixturePassword, code: '123456' },
    token: await freshToken(w, a),
  })),
  'GET /api/settings/sessions': signedIn(200, fixed('/settings/sessions')),
  'POST /api/settings/sessions/sign-out-others': signedIn(200, async (w, a) => ({
    path: '/settings/sessions/sign-out-others',
    token: await freshToken(w, a),
  })),
  'DELETE /api/settings/sessions/{id}': {
    expect: {
      anonymous: 401,
      customerA: [200, 404],
      customerB: [200, 404],
      translatorX: [200, 404],
      translatorY: [200, 404],
      admin: 200,
    },
    request: async (w, a, whose) => {
      const owner = a.startsWith('translator')
        ? w.translatorFor(a, whose)
        : a === 'admin'
          ? w.users.admin
          : w.customerFor(a, whose);
      const signedIn = await api(w.app, 'POST', '/auth/login', {
        body: { email: owner.email, password: fixturePassword },
      });
      const sessions = await api(w.app, 'GET', '/settings/sessions', { token: signedIn.body.token });
      const current = sessions.body.find((s: { current: boolean }) => s.current);
      return { path: `/settings/sessions/${current?.id ?? 'none'}` };
    },
  },

  // data rights: the privacy notice (the office publishes versions), each account's consent and data export
  'GET /api/public/privacy-notice': everyone(200, fixed('/public/privacy-notice?lang=en')),
  'GET /api/admin/privacy-notice': adminOnly(200, fixed('/admin/privacy-notice')),
  'POST /api/admin/privacy-notice': adminOnly(
    201,
    fixed('/admin/privacy-notice', { body: { content_tr: 'Aydınlatma metni', content_en: 'Privacy notice' } }),
  ),
  'GET /api/settings/privacy-consent': signedIn(200, fixed('/settings/privacy-consent')),
  'POST /api/settings/privacy-consent': signedIn(200, async (w) => ({
    path: '/settings/privacy-consent',
    body: { version: (await api(w.app, 'GET', '/public/privacy-notice')).body.version },
  })),
  'GET /api/settings/data-exports': signedIn(200, fixed('/settings/data-exports')),
  'POST /api/settings/data-exports': signedIn(202, async (w, a) => {
    const role = a === 'admin' ? 'admin' : a.startsWith('translator') ? 'translator' : 'user';
    return {
      path: '/settings/data-exports',
      token: a === 'anonymous' ? undefined : (await createUser(w.app, role)).token,
    };
  }),
  // an export still being prepared: its owner hears 409, anyone else that there is no such export
  'GET /api/settings/data-exports/{id}/download': {
    expect: {
      anonymous: 401,
      customerA: [409, 404],
      customerB: [409, 404],
      translatorX: [409, 404],
      translatorY: [409, 404],
      admin: 409,
    },
    request: async (w, a, whose) => {
      const owner = a.startsWith('translator')
        ? w.translatorFor(a, whose)
        : a === 'admin'
          ? w.users.admin
          : w.customerFor(a, whose);
      const id = await newRow(w, 'data_exports', { user_id: owner.id, status: 'preparing' });
      return { path: `/settings/data-exports/${id}/download` };
    },
  },
};

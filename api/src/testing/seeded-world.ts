import { api, createUser, type FixtureUser } from './fixtures';
import type { TestApp } from './test-app';
import { outputsForm, pdfBytes, putJobInState, uploadForm } from '../modules/jobs/job-test-helpers';
import { pngBytes } from '../modules/translators/test-helpers';

/**
 * One seeded world for the guard-rail tests: two customers (A, B), two approved translators (X, Y) and an admin,
 * with things each of them owns, and factories for fresh objects where a call changes or removes what it touches.
 */
export type Actor = 'anonymous' | 'customerA' | 'customerB' | 'translatorX' | 'translatorY' | 'admin';
export const actors: readonly Actor[] = ['anonymous', 'customerA', 'customerB', 'translatorX', 'translatorY', 'admin'];
export type Whose = 'own' | 'other';

export interface World {
  app: TestApp;
  users: Record<Exclude<Actor, 'anonymous'>, FixtureUser>;
  tokenOf(actor: Actor): string | undefined;
  /** The customer whose object an actor's own/other cell uses (A for everyone who owns no jobs). */
  customerFor(actor: Actor, whose: Whose): FixtureUser;
  /** The translator whose object an actor's own/other cell uses (X for everyone who is not a translator). */
  translatorFor(actor: Actor, whose: Whose): FixtureUser;
  /** A new waiting job of this customer. */
  job(customer: FixtureUser): Promise<{ id: number; file_name: string }>;
  /** A new paid job of this customer, in progress with this translator, with one output file. */
  jobInWork(customer: FixtureUser, translator: FixtureUser): Promise<{ id: number; file_name: string; output: string }>;
  /** A new certificate of this translator. */
  certificate(translator: FixtureUser): Promise<{ id: number; file_name: string }>;
  /** Existing content ids and slugs. */
  content: { pageSlug: string; pageId: number; serviceSlug: string; sliderId: number; testimonialId: number };
  unique(prefix: string): string;
}

let serial = 0;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- set-up answers of several shapes, as fixtures.ts api()
function must(res: { status: number; body: any }, what: string, expected = [200, 201]): any {
  if (!expected.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function seedWorld(app: TestApp): Promise<World> {
  const [customerA, customerB, translatorX, translatorY, admin] = await Promise.all([
    createUser(app, 'user', { name: 'Ayla' }),
    createUser(app, 'user', { name: 'Berk' }),
    createUser(app, 'translator', { name: 'Xeni' }),
    createUser(app, 'translator', { name: 'Yusuf' }),
    createUser(app, 'admin'),
  ]);
  const users = { customerA, customerB, translatorX, translatorY, admin };
  const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial += 1)}`;
  const adminCall = (method: string, path: string, body: unknown) =>
    api(app, method, path, { token: admin.token, body });

  const job = async (customer: FixtureUser) =>
    must(await api(app, 'POST', '/user/upload', { token: customer.token, form: uploadForm() }), 'upload');

  const jobInWork = async (customer: FixtureUser, translator: FixtureUser) => {
    const created = await job(customer);
    await putJobInState(app, created.id, 'in_progress', {
      assigned_translator_id: translator.id,
      is_paid: true,
      admin_price: 300,
      translator_price: 200,
    });
    const out = must(
      await api(app, 'POST', `/translator/job/${created.id}/complete`, {
        token: translator.token,
        form: outputsForm([{ bytes: pdfBytes('out'), name: 'ceviri.pdf' }]),
      }),
      'outputs',
    );
    return { id: created.id, file_name: created.file_name, output: out.job.output_files[0].file_name as string };
  };

  const certificate = async (translator: FixtureUser) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngBytes)]), 'sertifika.png');
    const body = must(await api(app, 'POST', '/settings/certificates', { token: translator.token, form }), 'cert');
    return { id: body.certificate.id as number, file_name: body.certificate.file_name as string };
  };

  const pageSlug = unique('matris');
  const page = must(
    await adminCall('POST', '/admin/pages', { title: 'Matris', slug: pageSlug, content: '<p>x</p>' }),
    'page',
  );
  const services = must(await api(app, 'GET', '/public/services'), 'services') as { slug: string }[];
  const slider = must(
    await adminCall('POST', '/admin/sliders', { image: '/images/x.jpg', title: 'Matris', description: 'Slayt' }),
    'slider',
  );
  must(await api(app, 'POST', '/testimonials', { body: { stars: 5, comment: 'Güzel', name: 'Ayla' } }), 'testimonial');
  const [testimonial] = await app.db('testimonials').orderBy('id', 'desc').limit(1).select('id');

  return {
    app,
    users,
    tokenOf: (actor) => (actor === 'anonymous' ? undefined : users[actor].token),
    customerFor: (actor, whose) => {
      const mine = actor === 'customerB' ? customerB : customerA;
      if (actor !== 'customerA' && actor !== 'customerB') return customerA;
      return whose === 'own' ? mine : mine === customerA ? customerB : customerA;
    },
    translatorFor: (actor, whose) => {
      const mine = actor === 'translatorY' ? translatorY : translatorX;
      if (actor !== 'translatorX' && actor !== 'translatorY') return translatorX;
      return whose === 'own' ? mine : mine === translatorX ? translatorY : translatorX;
    },
    job,
    jobInWork,
    certificate,
    content: {
      pageSlug,
      pageId: page.id ?? page.page?.id,
      serviceSlug: services[0]?.slug ?? 'yeminli-ceviri',
      sliderId: slider.slider.id,
      testimonialId: testimonial.id,
    },
    unique,
  };
}

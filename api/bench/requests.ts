import { jobCode } from 'shared-ui/contracts';
import type { TestApp } from '../src/testing/test-app';
import type { FixtureUser } from '../src/testing/fixtures';
import { sumJobCounts } from '../src/modules/jobs/job-list-repository';
import { DOCUMENTS, type Seeded } from './seed';

/*
 * The request lists of the "not kept, random" rows and of the writes (next-request.cjs hands them out in turn, one
 * per request). Lists are long and shuffled, so consecutive requests ask different pages, viewers and searches.
 */

/** One request of a list. */
export interface BenchRequest {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ListRoute {
  name: string;
  url: string;
  requests: BenchRequest[];
  keptPages: false;
}

const LIST_LENGTH = 5_000;
/** A fixed seed: two runs ask the same sequence. */
let state = 20_261_128;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const bearer = (user: FixtureUser) => ({ authorization: `Bearer ${user.token}` });
/** A page from 1 to `pages`: a third first pages, a third last pages, a third anywhere (the middle included). */
const somePage = (pages: number) => {
  const r = random();
  if (r < 1 / 3) return 1;
  if (r < 2 / 3) return Math.max(1, pages);
  return 1 + Math.floor(random() * Math.max(1, pages));
};
const times = <T>(n: number, make: () => T): T[] => Array.from({ length: n }, make);

const countOf = (app: TestApp, key: string): Promise<number> => sumJobCounts(app.db, [key]);

export async function notKeptLists(app: TestApp, seeded: Seeded): Promise<ListRoute[]> {
  const { admin, customers, translators } = seeded;
  const visible = new Map<number, number>();
  for (const c of customers) visible.set(c.id, await countOf(app, `user:${c.id}`));
  const open = await countOf(app, 'open');
  const all = await countOf(app, 'all');
  const statuses = ['waiting', 'waiting_payment', 'in_progress', 'completed', 'cancelled'] as const;
  const byStatus = new Map<string, number>();
  for (const s of statuses) byStatus.set(s, await countOf(app, `status:${s}`));
  const ids = (await app.db('jobs').orderByRaw('random()').limit(200).pluck('id')) as number[];
  const searches = [
    ...ids.map((id) => jobCode(id)),
    ...customers.slice(0, 50).map((c) => c.email.split('@')[0] as string),
    ...customers.slice(0, 50).map((c) => `${c.id}`),
    ...DOCUMENTS.map((d) => d.toLocaleLowerCase('tr').split(' ')[0] as string),
    'isik',
    'IŞIL gümrük',
    'pasaport almanya',
    'sağlık',
    'SAGLIK',
  ];
  const route = (name: string, make: () => BenchRequest): ListRoute => ({
    name,
    url: app.url,
    requests: times(LIST_LENGTH, make),
    keptPages: false,
  });
  return [
    route('user/jobs, random customer and page (not kept)', () => {
      const c = pick(customers);
      return { path: `/api/user/jobs?page=${somePage(Math.ceil((visible.get(c.id) ?? 0) / 5))}`, headers: bearer(c) };
    }),
    route('translator/open-jobs, random translator + page (not kept)', () => ({
      path: `/api/translator/open-jobs?page=${somePage(Math.ceil(open / 10))}`,
      headers: bearer(pick(translators)),
    })),
    route('admin/jobs, random page (not kept)', () => ({
      path: `/api/admin/jobs?page=${somePage(Math.ceil(all / 10))}`,
      headers: bearer(admin),
    })),
    route('admin/jobs, random status and page (not kept)', () => {
      const s = pick(statuses);
      return {
        path: `/api/admin/jobs?status=${s}&page=${somePage(Math.ceil((byStatus.get(s) ?? 0) / 10))}`,
        headers: bearer(admin),
      };
    }),
    route('admin/jobs?q=, random search (not kept)', () => ({
      path: `/api/admin/jobs?q=${encodeURIComponent(pick(searches))}`,
      headers: bearer(admin),
    })),
  ];
}

export interface WriteRoute {
  name: string;
  url: string;
  requests: BenchRequest[];
}

const json = (user: FixtureUser, method: 'POST' | 'PUT', path: string, body?: object): BenchRequest => ({
  method,
  path,
  headers: { ...bearer(user), ...(body ? { 'content-type': 'application/json' } : {}) },
  ...(body ? { body: JSON.stringify(body) } : {}),
});

/** A 1 MB PDF (a header, then zero bytes) with the upload's fields, as one multipart body. */
function uploadBody(): { body: string; contentType: string } {
  const boundary = 'benchwriteboundary';
  const fields = {
    description: 'Bench',
    source_lang: 'Türkçe',
    target_lang: 'İngilizce',
    delivery_date: '2099-01-01',
    translation_type: 'sworn',
    specialization: 'legal',
  };
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const body = `${head}${file}${'\0'.repeat(1024 * 1024)}\r\n--${boundary}--\r\n`;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Each write's targets, never one twice (an offer per translator and job, a payment per job). */
export async function writeRoutes(app: TestApp, seeded: Seeded): Promise<WriteRoute[]> {
  const { admin, customers, translators } = seeded;
  const waiting = (await app
    .db('jobs')
    .where({ status: 'waiting' })
    .whereNull('hidden_at')
    .whereRaw('offers_count = 0')
    .orderByRaw('random()')
    .limit(LIST_LENGTH * 4)
    .pluck('id')) as number[];
  const unpaid = (await app
    .db('jobs')
    .where({ status: 'waiting_payment', is_paid: false })
    .orderByRaw('random()')
    .limit(LIST_LENGTH * 4)
    .pluck('id')) as number[];
  const any = (await app.db('jobs').orderByRaw('random()').limit(LIST_LENGTH).pluck('id')) as number[];
  const upload = uploadBody();
  return [
    {
      name: 'POST /api/translator/offer',
      url: app.url,
      requests: waiting.map((id, i) =>
        json(translators[i % translators.length] as FixtureUser, 'POST', '/api/translator/offer', {
          job_id: id,
          price: 750,
          delivery_date: '2099-01-01',
        }),
      ),
    },
    {
      name: 'POST /api/admin/job/{id}/messages',
      url: app.url,
      requests: any.map((id) => ({
        method: 'POST',
        path: `/api/admin/job/${id}/messages`,
        headers: { ...bearer(admin), 'content-type': 'multipart/form-data; boundary=benchmessage' },
        body: '--benchmessage\r\nContent-Disposition: form-data; name="body"\r\n\r\nTeslim tarihi uygun.\r\n--benchmessage--\r\n',
      })),
    },
    {
      name: 'PUT /api/admin/job/{id}/mark-paid',
      url: app.url,
      requests: unpaid.map((id) => json(admin, 'PUT', `/api/admin/job/${id}/mark-paid`)),
    },
    {
      name: 'POST /api/user/upload (1 MB PDF)',
      url: app.url,
      requests: customers.slice(1, 51).map((c) => ({
        method: 'POST',
        path: '/api/user/upload',
        headers: { ...bearer(c), 'content-type': upload.contentType },
        body: upload.body,
      })),
    },
  ];
}

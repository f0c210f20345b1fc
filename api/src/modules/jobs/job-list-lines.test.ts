import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, insertJob, type FixtureUser } from '../../testing/fixtures';
import { statementsWhile } from '../../testing/statements';
import { storeLines, type LineRole } from './job-list-repository';

/**
 * The ready lines of the job lists (job_list_lines, migration 0870) against the real database: stored by the
 * first read, answered from by the next, and shown stale by none after any change a line shows. The pages
 * are not kept in memory here (kept-list-pages.ts), so every answer comes from the stored lines.
 */
let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
let translator: FixtureUser;

beforeAll(async () => {
  // no line maker (line-maker.test.ts): here each line is made by the read that meets it
  app = await startTestApp({ TASK_WORKER: 'false' });
  [admin, customer, translator] = await Promise.all([
    createUser(app, 'admin'),
    createUser(app, 'user'),
    createUser(app, 'translator'),
  ]);
  app.deps.listPages.kept.setLive(false);
});
afterAll(() => app.stop());

/** A new job of `owner`'s, newest of all, in `status` (assigned to the translator unless waiting). */
const newJob = (status = 'waiting', owner: FixtureUser = customer) => insertJob(app, owner, translator, { status });

type Line = Record<string, unknown> & { id: number };

const lists: Record<LineRole, { path: string; key: 'items' | 'jobs'; viewer: () => FixtureUser }> = {
  admin: { path: '/admin/jobs?pageSize=100', key: 'items', viewer: () => admin },
  customer: { path: '/user/jobs?pageSize=100', key: 'jobs', viewer: () => customer },
  open: { path: '/translator/open-jobs?pageSize=100', key: 'items', viewer: () => translator },
};

/** The job's line on the role's first page, undefined when the page does not list it. */
async function lineOf(role: LineRole, jobId: number): Promise<Line | undefined> {
  const { path, key, viewer } = lists[role];
  const res = await api(app, 'GET', path, { token: viewer().token });
  expect(res.status).toBe(200);
  return (res.body[key] as Line[]).find((l) => l.id === jobId);
}

/** A line with its links' expiry and signature taken out: they change every second. */
const unsigned = (line: Line | undefined) => JSON.parse(JSON.stringify(line).replace(/\?exp=\d+&sig=[\w-]+/g, ''));

async function storedLine(role: LineRole, jobId: number): Promise<string | null | undefined> {
  const row = await app.db('job_list_lines').where({ job_id: jobId }).first(`${role}_line as line`);
  return row?.line;
}

describe('ready list lines', () => {
  it('stores each role its line on the first read and answers the next read from it alone', async () => {
    const jobId = await newJob();
    for (const role of ['admin', 'customer', 'open'] as const) {
      const first = await lineOf(role, jobId);
      expect(await storedLine(role, jobId)).toEqual(expect.any(String));
      // the next read is the page statement alone: nothing gathered per job, nothing stored
      const gathered = await statementsWhile(app, 'line_version', async () => {
        expect(unsigned(await lineOf(role, jobId))).toEqual(unsigned(first));
      });
      expect(gathered).toBe(0);
    }
  });

  it('answers the same line from the store as when it was made, with the links signed afresh', async () => {
    const jobId = await newJob();
    await app
      .db('job_output_files')
      .insert({ job_id: jobId, file_name: '1700000000001-ceviri.pdf', mime: 'x', size: 1 });
    const made = await lineOf('admin', jobId);
    const stored = await storedLine('admin', jobId);
    expect(stored).toContain('\\udfff');
    expect(stored).not.toContain('sig=');
    const again = await lineOf('admin', jobId);
    expect(unsigned(again)).toEqual(unsigned(made));
    expect(again?.file_url).toMatch(/^\/api\/download\/documents\/1700000000000-belge\.pdf\?exp=\d+&sig=[\w-]+$/);
    const outputs = again?.output_files as { url: string }[];
    expect(outputs[0]?.url).toMatch(/^\/api\/download\/output\/1700000000001-ceviri\.pdf\?exp=\d+&sig=[\w-]+$/);
    const link = new URL(again?.file_url as string, 'http://x');
    const [exp, sig] = [Number(link.searchParams.get('exp')), link.searchParams.get('sig') as string];
    expect(app.deps.signedLinks.isValid('documents', '1700000000000-belge.pdf', exp, sig)).toBe(true);
  });

  it("leaves a customer's text that looks like a link's mark as text, unsigned", async () => {
    const jobId = await newJob();
    const forged = '\\udfffdocuments\\udffe1700000000000-belge.pdf\\udfff "my_offer":null';
    await app.db('jobs').where({ id: jobId }).update({ description: forged });
    expect((await lineOf('customer', jobId))?.description).toBe(forged);
    expect((await lineOf('open', jobId))?.description).toBe(forged);
  });

  it("sets each translator's own offer in the shared open-jobs line", async () => {
    const jobId = await newJob();
    const other = await createUser(app, 'translator');
    await app
      .db('offers')
      .insert({ job_id: jobId, translator_id: other.id, price: 321.5, delivery_date: '2099-01-01' });
    expect((await lineOf('open', jobId))?.my_offer).toBeNull();
    const res = await api(app, 'GET', '/translator/open-jobs?pageSize=100', { token: other.token });
    const theirs = (res.body.items as Line[]).find((l) => l.id === jobId);
    expect(theirs?.my_offer).toMatchObject({ job_id: jobId, price: 321.5, delivery_date: '2099-01-01' });
    expect(await storedLine('open', jobId)).toContain('"my_offer":null');
  });

  it('never stores a line made before a write that has since marked it stale', async () => {
    const jobId = await newJob();
    await lineOf('admin', jobId);
    const { version } = await app.db('job_list_lines').where({ job_id: jobId }).first('version');
    await app.db('jobs').where({ id: jobId }).update({ description: 'newer' });
    await storeLines(app.db, 'admin', [{ id: jobId, version, line: '{"stale":true}' }]);
    expect(await storedLine('admin', jobId)).toBeNull();
    expect((await lineOf('admin', jobId))?.description).toBe('newer');
  });

  it('gives a new job its row at once, so readers only ever update rows', async () => {
    const jobId = await newJob();
    expect(await app.db('job_list_lines').where({ job_id: jobId }).first('version', 'admin_line')).toEqual({
      version: 0,
      admin_line: null,
    });
  });

  // The embedded database has one connection: no read ever runs while a write holds a row, so this needs a server.
  const severalConnections = Boolean(process.env.DATABASE_URL);
  if (severalConnections)
    it('answers a read without waiting for a write that holds the line, and stores nothing over that write', async () => {
      const jobId = await newJob();
      await lineOf('admin', jobId);
      await app.db('jobs').where({ id: jobId }).update({ description: 'written' });
      const writing = await app.db.transaction();
      try {
        await writing('jobs').where({ id: jobId }).update({ description: 'being written' });
        // the write holds the job's row of job_list_lines until it ends; a read that waited on it would never answer
        expect((await lineOf('admin', jobId))?.description).toBe('written');
        expect(await storedLine('admin', jobId)).toBeNull();
        await writing.commit();
      } catch (err) {
        await writing.rollback();
        throw err;
      }
      expect((await lineOf('admin', jobId))?.description).toBe('being written');
      expect(await storedLine('admin', jobId)).toContain('being written');
    });
});

/** A change, the list it shows on, and what the job's line there says after it. */
interface Change {
  name: string;
  status?: string;
  role: LineRole;
  change: (jobId: number) => Promise<unknown>;
  shown: (line: Line | undefined) => unknown;
  expected: unknown;
}

const sql = (text: string, values: unknown[] = []) => app.db.raw(text, values as never);

const changes: Change[] = [
  {
    name: 'an offer',
    role: 'admin',
    change: (id) =>
      sql(`insert into offers (job_id, translator_id, price, delivery_date) values (?, ?, 150, '2099-01-02')`, [
        id,
        translator.id,
      ]),
    shown: (l) => (l?.offers as unknown[]).length,
    expected: 1,
  },
  {
    name: 'an offer withdrawn',
    role: 'admin',
    change: async (id) => {
      await lineOf('admin', id);
      await sql(`insert into offers (job_id, translator_id, price, delivery_date) values (?, ?, 150, '2099-01-02')`, [
        id,
        translator.id,
      ]);
      await lineOf('admin', id);
      await sql('delete from offers where job_id = ?', [id]);
    },
    shown: (l) => (l?.offers as unknown[]).length,
    expected: 0,
  },
  {
    name: "a customer's message (the office's unread count)",
    role: 'admin',
    change: (id) =>
      sql(`insert into job_messages (job_id, author_id, author_side, body) values (?, ?, 'customer', 'merhaba')`, [
        id,
        customer.id,
      ]),
    shown: (l) => l?.unread_messages,
    expected: 1,
  },
  {
    name: "the office's message (the customer's unread count)",
    role: 'customer',
    change: (id) =>
      sql(`insert into job_messages (job_id, author_id, author_side, body) values (?, ?, 'office', 'merhaba')`, [
        id,
        admin.id,
      ]),
    shown: (l) => l?.unread_messages,
    expected: 1,
  },
  {
    name: 'a message read',
    role: 'admin',
    change: async (id) => {
      await sql(
        `insert into job_messages (job_id, author_id, author_side, body) values (?, ?, 'customer', 'merhaba')`,
        [id, customer.id],
      );
      expect((await lineOf('admin', id))?.unread_messages).toBe(1);
      await sql('update job_messages set read_at = now() where job_id = ?', [id]);
    },
    shown: (l) => l?.unread_messages,
    expected: 0,
  },
  {
    name: 'an output upload',
    status: 'in_progress',
    role: 'admin',
    change: (id) =>
      sql(
        `insert into job_output_files (job_id, file_name, mime, size) values (?, '1700000000002-out.pdf', 'application/pdf', 5)`,
        [id],
      ),
    shown: (l) => (l?.output_files as { file_name: string }[]).map((f) => f.file_name),
    expected: ['1700000000002-out.pdf'],
  },
  {
    name: 'a delivery (the customer gets the files)',
    status: 'in_progress',
    role: 'customer',
    change: async (id) => {
      await sql(
        `insert into job_output_files (job_id, file_name, mime, size) values (?, '1700000000003-out.pdf', 'application/pdf', 5)`,
        [id],
      );
      expect((await lineOf('customer', id))?.output_files).toEqual([]);
      await sql('update job_output_files set delivered_at = now() where job_id = ?', [id]);
      await sql(`update jobs set status = 'completed', completed_at = now() where id = ?`, [id]);
    },
    shown: (l) => (l?.output_files as { file_name: string }[]).map((f) => f.file_name),
    expected: ['1700000000003-out.pdf'],
  },
  {
    name: 'a status change (assigned)',
    role: 'customer',
    change: (id) =>
      sql(`update jobs set status = 'waiting_payment', assigned_translator_id = ? where id = ?`, [translator.id, id]),
    shown: (l) => [l?.status, l?.assigned_translator_id === translator.id],
    expected: ['waiting_payment', true],
  },
  {
    name: 'a payment',
    status: 'waiting_payment',
    role: 'customer',
    change: (id) => sql(`update jobs set status = 'in_progress', is_paid = true, paid_at = now() where id = ?`, [id]),
    shown: (l) => [l?.status, l?.is_paid],
    expected: ['in_progress', true],
  },
  {
    name: 'a deadline request',
    status: 'in_progress',
    role: 'admin',
    change: (id) =>
      sql(
        `insert into job_deadline_requests (job_id, translator_id, previous_date, requested_date, reason) values (?, ?, '2099-01-01', '2099-02-01', 'uzun')`,
        [id, translator.id],
      ),
    shown: (l) => l?.deadline_requested,
    expected: '2099-02-01',
  },
  {
    name: 'a preview',
    role: 'open',
    change: (id) => sql('insert into job_previews (job_id, page_count, word_count) values (?, 3, 900)', [id]),
    shown: (l) => l?.document,
    expected: { type: 'PDF', size: 2048, pages: 3, words: 900, preview: 'none' },
  },
  {
    name: 'a rename of the customer',
    role: 'admin',
    change: () => sql(`update users set name = 'Yeniad' where id = ?`, [customer.id]),
    shown: (l) => l?.user_name,
    expected: 'Yeniad',
  },
  {
    name: 'a rename of the assigned translator',
    status: 'in_progress',
    role: 'customer',
    change: () => sql(`update users set surname = 'Yenisoyad' where id = ?`, [translator.id]),
    shown: (l) => (l?.translator_name as string).endsWith('Yenisoyad'),
    expected: true,
  },
  {
    name: 'a rename of a translator who offered',
    role: 'admin',
    change: async (id) => {
      const bidder = await createUser(app, 'translator', { name: 'Teklifçi' });
      await sql(`insert into offers (job_id, translator_id, price, delivery_date) values (?, ?, 150, '2099-01-02')`, [
        id,
        bidder.id,
      ]);
      expect((await lineOf('admin', id))?.offers).toMatchObject([{ translator_name: 'Teklifçi Test' }]);
      await sql(`update users set name = 'Adıdeğişti' where id = ?`, [bidder.id]);
    },
    shown: (l) => (l?.offers as { translator_name: string }[])[0]?.translator_name,
    expected: 'Adıdeğişti Test',
  },
  {
    name: 'a hide (gone from its owner, marked for the admin)',
    status: 'cancelled',
    role: 'customer',
    change: (id) => sql('update jobs set hidden_at = now() where id = ?', [id]),
    shown: (l) => l,
    expected: undefined,
  },
  {
    name: 'a hide, as the admin sees it',
    status: 'cancelled',
    role: 'admin',
    change: (id) => sql('update jobs set hidden_at = now() where id = ?', [id]),
    shown: (l) => l?.hidden,
    expected: true,
  },
  {
    name: 'a job taken (gone from the open jobs)',
    role: 'open',
    change: (id) =>
      sql(`update jobs set status = 'waiting_payment', assigned_translator_id = ? where id = ?`, [translator.id, id]),
    shown: (l) => l,
    expected: undefined,
  },
];

describe('a ready line shows every change at once', () => {
  it.each(changes.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const jobId = await newJob(c.status);
    await lineOf(c.role, jobId);
    expect(await storedLine(c.role, jobId)).toEqual(expect.any(String));
    await c.change(jobId);
    expect(c.shown(await lineOf(c.role, jobId))).toEqual(c.expected);
  });

  it("an erasure of the customer's account: names and texts gone from the admin's line", async () => {
    const leaving = await createUser(app, 'user');
    const jobId = await newJob('completed', leaving);
    expect((await lineOf('admin', jobId))?.user_email).toBe(leaving.email);
    expect((await api(app, 'DELETE', '/settings/account', { token: leaving.token })).status).toBe(200);
    const line = await lineOf('admin', jobId);
    expect(line).toMatchObject({ user_name: 'Silinmiş', user_surname: 'Kullanıcı' });
    expect(line?.user_email).toMatch(/@deleted\.invalid$/);
  });
});

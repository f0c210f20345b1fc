import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { eventually, runAsAnotherInstance } from '../../testing/another-instance';
import { statementsWhile } from '../../testing/statements';

let app: TestApp;
let admin: FixtureUser;
let customer: FixtureUser;
let translator: FixtureUser;
let jobId: number;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
  customer = await createUser(app, 'user');
  translator = await createUser(app, 'translator');
  const [row] = await app.db
    .raw(
      `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang,
      target_lang, translation_type, specialization, delivery_date, status)
    values (${customer.id}, 'a.pdf', 'application/pdf', 10, 'x', 'Türkçe', 'İngilizce', 'sworn', 'legal',
      current_date + 5, 'waiting') returning id`,
    )
    .then((r: { rows?: { id: number }[] }) => r.rows ?? []);
  jobId = row!.id;
});
afterAll(() => app.stop());

interface AdminLine {
  id: number;
  user_name: string;
  description: string;
  offers: { price: string }[];
  unread_messages: number;
}

/** The customer's job as the admin's first page shows it. */
const adminLine = async (): Promise<AdminLine> => {
  const { body } = await api(app, 'GET', '/admin/jobs?page=1', { token: admin.token });
  return (body.items as AdminLine[]).find((item) => item.id === jobId)!;
};

describe('kept list pages', () => {
  it('answers a page asked again while nothing changed without a statement', async () => {
    await adminLine();
    await api(app, 'GET', '/user/jobs?page=1', { token: customer.token });
    await api(app, 'GET', '/translator/open-jobs', { token: translator.token });
    const sent = await statementsWhile(app, 'from "jobs"', async () => {
      await adminLine();
      await api(app, 'GET', '/user/jobs?page=1', { token: customer.token });
      await api(app, 'GET', '/translator/open-jobs', { token: translator.token });
    });
    expect(sent).toBe(0);
  });

  it('keeps each viewer and each query apart', async () => {
    const other = await createUser(app, 'user');
    const own = await api(app, 'GET', '/user/jobs?page=1', { token: customer.token });
    const theirs = await api(app, 'GET', '/user/jobs?page=1', { token: other.token });
    expect(own.body.jobs.map((j: { id: number }) => j.id)).toContain(jobId);
    expect(theirs.body.jobs).toEqual([]);
    const waiting = await api(app, 'GET', '/admin/jobs?status=waiting', { token: admin.token });
    const completed = await api(app, 'GET', '/admin/jobs?status=completed', { token: admin.token });
    expect(waiting.body.items.map((j: { id: number }) => j.id)).toContain(jobId);
    expect(completed.body.items.map((j: { id: number }) => j.id)).not.toContain(jobId);
  });

  it("shows this instance's own change on the very next page", async () => {
    await adminLine();
    await app.db.raw(`update jobs set description = 'changed here' where id = ${jobId}`);
    expect((await adminLine()).description).toBe('changed here');
  });

  const changes: [string, string, (line: AdminLine) => unknown, unknown][] = [
    [
      'a job',
      `update jobs set description = 'changed elsewhere' where id = $JOB`,
      (l) => l.description,
      'changed elsewhere',
    ],
    ["the customer's name", `update users set name = 'Renamed' where id = $CUSTOMER`, (l) => l.user_name, 'Renamed'],
    [
      'an offer',
      `insert into offers (job_id, translator_id, price, delivery_date) values ($JOB, $TRANSLATOR, 150, current_date + 3)`,
      (l) => l.offers.length,
      1,
    ],
    [
      'a message',
      `insert into job_messages (job_id, author_id, author_side, body) values ($JOB, $CUSTOMER, 'customer', 'hello')`,
      (l) => l.unread_messages,
      1,
    ],
  ];

  it.each(changes)(
    'shows %s changed by another instance once the database announces it',
    async (_, sql, shown, expected) => {
      await adminLine();
      const statement = sql
        .replaceAll('$JOB', String(jobId))
        .replaceAll('$CUSTOMER', String(customer.id))
        .replaceAll('$TRANSLATOR', String(translator.id));
      await runAsAnotherInstance(app, statement);
      expect(await eventually(async () => shown(await adminLine()), expected)).toBe(expected);
    },
  );

  it('reads every time while the change notices cannot be heard', async () => {
    app.deps.listPages.kept.setLive(false);
    try {
      await adminLine();
      const sent = await statementsWhile(app, 'from "jobs"', () => adminLine());
      expect(sent).toBeGreaterThan(0);
    } finally {
      app.deps.listPages.kept.setLive(true);
    }
  });
});

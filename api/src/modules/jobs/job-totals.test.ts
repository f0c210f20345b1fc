import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { eventually, runAsAnotherInstance } from '../../testing/another-instance';
import { statementsWhile } from '../../testing/statements';

let app: TestApp;
let admin: FixtureUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, 'admin');
});
afterAll(() => app.stop());

const adminTotal = async () => (await api(app, 'GET', '/admin/jobs', { token: admin.token })).body.total as number;

/** A waiting job inserted as SQL text (no knex here), owned by `userId`. */
const insertJob = (userId: number) =>
  `insert into jobs (user_id, file_name, file_mime, file_size, description, source_lang, target_lang,
     translation_type, specialization, delivery_date, status)
   values (${userId}, 'a.pdf', 'application/pdf', 10, 'x', 'Türkçe', 'İngilizce', 'sworn', 'legal', current_date + 5, 'waiting')`;

describe('kept job totals', () => {
  it('reads the totals once and then answers the lists from the kept figures', async () => {
    await adminTotal();
    const reads = await statementsWhile(app, 'from "job_counts"', async () => {
      await adminTotal();
      await adminTotal();
    });
    expect(reads).toBe(0);
  });

  it("shows this instance's own new job in the very next total", async () => {
    const before = await adminTotal();
    await app.db.raw(insertJob(admin.id));
    expect(await adminTotal()).toBe(before + 1);
  });

  it('shows a job another instance added once the database announces the change', async () => {
    const before = await adminTotal();
    await runAsAnotherInstance(app, insertJob(admin.id));
    expect(await eventually(adminTotal, before + 1)).toBe(before + 1);
  });
});

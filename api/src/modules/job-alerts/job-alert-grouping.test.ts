import { startSmtpInbox } from '../../testing/smtp-inbox';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createUser, type FixtureUser } from '../../testing/fixtures';
import { uploadJob } from '../jobs/job-test-helpers';

jest.setTimeout(60_000);

/**
 * The grouping window of this test's server: seconds, not minutes, yet longer than three uploads take on a loaded
 * machine (at 2 s, three uploads one after another outlasted it beside another test file, and no mail told of all
 * three).
 */
const windowSeconds = 5;

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: TestApp;
let customer: FixtureUser;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  app = await startTestApp({ SMTP_URL: inbox.url, JOB_ALERT_GROUP_SECONDS: windowSeconds });
  customer = await createUser(app, 'user');
});
afterAll(async () => {
  await app.stop();
  await inbox.stop();
});

const code = (id: number) => `JOB-${String(id).padStart(6, '0')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const decoded = (text: string) => Buffer.from(text, 'latin1').toString('utf8');

describe('instant job alerts that arrive close together', () => {
  it('reach the translator as one mail listing every job, through SMTP; a job after the window gets its own mail', async () => {
    const translator = await createUser(app, 'translator', { translatorStatus: 'approved' });
    await app
      .db('users')
      .where({ id: translator.id })
      .update({ languages: 'Almanca, Fransızca', job_alerts: 'instant', locale: 'tr' });
    const pair = { source_lang: 'Almanca', target_lang: 'Fransızca' };
    // sent together, as close together as three customers' orders can come
    const burst = await Promise.all([1, 2, 3].map(() => uploadJob(app, customer, pair)));

    const grouped = await inbox.waitForText(translator.email, 'Dillerinizde 3 yeni iş teklif bekliyor');
    for (const job of burst) expect(decoded(grouped.text)).toContain(`${code(job.id)} — Almanca → Fransızca`);
    // the later jobs' own tasks run meanwhile and find their jobs told: still one mail
    await sleep(windowSeconds * 1000 + 2000);
    expect(inbox.mails.filter((m) => m.to.includes(translator.email.toLowerCase()))).toHaveLength(1);

    const later = await uploadJob(app, customer, pair);
    const single = await inbox.waitForText(translator.email, `${code(later.id)}, teslim tarihi`);
    expect(decoded(single.text)).not.toContain(code(burst[0]!.id));
    expect(inbox.mails.filter((m) => m.to.includes(translator.email.toLowerCase()))).toHaveLength(2);
  });
});

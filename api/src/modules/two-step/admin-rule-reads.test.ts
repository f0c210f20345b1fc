import { eventually, runAsAnotherInstance } from '../../testing/another-instance';
import { api, createUser, type FixtureUser } from '../../testing/fixtures';
import { statementsWhile } from '../../testing/statements';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { enrolTwoStep, requireTwoStepOfAdmins } from '../../testing/two-step';

let app: TestApp;
let office: FixtureUser;
beforeAll(async () => {
  app = await startTestApp();
  office = await createUser(app, 'admin');
  await enrolTwoStep(app, office);
  await requireTwoStepOfAdmins(app, office, true);
}, 60_000);
afterAll(async () => {
  await requireTwoStepOfAdmins(app, office, false);
  await app.stop();
});

/** Every statement (knex `query` event) the app sends while `run` runs, and those naming account_two_step. */
async function statementsOf(run: () => Promise<unknown>): Promise<{ all: number; twoStep: number }> {
  let twoStep = 0;
  const all = await statementsWhile(app, '', () =>
    statementsWhile(app, 'account_two_step', run).then((n) => (twoStep = n)),
  );
  return { all, twoStep };
}

const status = async (path: string, user: FixtureUser) => (await api(app, 'GET', path, { token: user.token })).status;

describe("the admins-must-enrol rule is decided from the kept session row (Site ayarları' requirement on)", () => {
  it('reads two-step state once with the account, then an admin request sends no account_two_step statement', async () => {
    const colleague = await createUser(app, 'admin');
    await app.deps.siteSettings.read(); // the settings are kept already, as on a running site
    // the first request reads the account, its enrolment inside the same statement
    expect(await statementsOf(() => status('/auth/me', colleague))).toEqual({ all: 1, twoStep: 1 });
    // refused while not enrolled: nothing is read at all
    const refused = await statementsOf(async () => expect(await status('/admin/site-settings', colleague)).toBe(403));
    expect(refused).toEqual({ all: 0, twoStep: 0 });
    // an enrolled admin's request runs only the route's own statements
    await status('/admin/jobs?page=1', office);
    const served = await statementsOf(async () => expect(await status('/admin/jobs?page=1', office)).toBe(200));
    expect(served.twoStep).toBe(0);
  });

  it('lets an admin in on the request after enrolling on this instance', async () => {
    const colleague = await createUser(app, 'admin');
    expect(await status('/admin/jobs?page=1', colleague)).toBe(403);
    await enrolTwoStep(app, colleague);
    expect(await status('/admin/jobs?page=1', colleague)).toBe(200);
  });

  it('hears an enrolment and its removal made by another instance (the notice forgets the kept row)', async () => {
    const colleague = await createUser(app, 'admin');
    expect(await status('/admin/jobs?page=1', colleague)).toBe(403);
    await runAsAnotherInstance(
      app,
      `insert into account_two_step (user_id, secret_sealed, enabled_at) values (${colleague.id}, 'sealed', now())`,
    );
    expect(await eventually(() => status('/admin/jobs?page=1', colleague), 200)).toBe(200);
    await runAsAnotherInstance(app, `delete from account_two_step where user_id = ${colleague.id}`);
    expect(await eventually(() => status('/admin/jobs?page=1', colleague), 403)).toBe(403);
  });

  it('lets every admin in once the office drops the requirement, and sends them back when it returns', async () => {
    const colleague = await createUser(app, 'admin');
    expect(await status('/admin/jobs?page=1', colleague)).toBe(403);
    await requireTwoStepOfAdmins(app, office, false);
    try {
      expect(await status('/admin/jobs?page=1', colleague)).toBe(200);
    } finally {
      await requireTwoStepOfAdmins(app, office, true);
    }
    expect(await status('/admin/jobs?page=1', colleague)).toBe(403);
  });
});

import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser } from '../../testing/fixtures';
import { eventually, runAsAnotherInstance } from '../../testing/another-instance';
import { statementsWhile } from '../../testing/statements';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

/** Reads of an account this app sends while `run` runs. */
const sessionReads = (run: () => Promise<unknown>) => statementsWhile(app, 'from "users"', run);

const meStatus = async (token: string) => (await api(app, 'GET', '/auth/me', { token })).status;

describe('session store', () => {
  it('answers a signed-in request from the kept account after the first read, without a database round trip', async () => {
    const user = await createUser(app, 'user');
    expect(await sessionReads(() => api(app, 'GET', '/auth/me', { token: user.token }))).toBe(1);
    const again = await sessionReads(async () => {
      const res = await api(app, 'GET', '/auth/me', { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(user.email);
    });
    expect(again).toBe(0);
  });

  it("refuses the old token on the very next request after this instance's own change of the account", async () => {
    const user = await createUser(app, 'user');
    expect((await api(app, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
    await app.db('users').where({ id: user.id }).increment('token_version', 1);
    expect((await api(app, 'GET', '/auth/me', { token: user.token })).status).toBe(401);
  });

  it('refuses the old token once another instance revokes it (the database announces the change)', async () => {
    const user = await createUser(app, 'user');
    expect((await api(app, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
    await runAsAnotherInstance(app, `update users set token_version = token_version + 1 where id = ${user.id}`);
    expect(await eventually(() => meStatus(user.token), 401)).toBe(401);
  });

  it('refuses a translator removed by another instance, and shows a new name changed there', async () => {
    const translator = await createUser(app, 'translator');
    const customer = await createUser(app, 'user');
    expect((await api(app, 'GET', '/auth/me', { token: translator.token })).status).toBe(200);
    expect((await api(app, 'GET', '/auth/me', { token: customer.token })).body.name).not.toBe('Yeni');
    await runAsAnotherInstance(
      app,
      `update translator_profiles set status = 'rejected' where user_id = ${translator.id}`,
    );
    await runAsAnotherInstance(app, `update users set name = 'Yeni' where id = ${customer.id}`);
    expect(await eventually(() => meStatus(translator.token), 401)).toBe(401);
    const name = () => api(app, 'GET', '/auth/me', { token: customer.token }).then((res) => res.body.name);
    expect(await eventually(name, 'Yeni')).toBe('Yeni');
  });

  it('reads the account on every request while the change notices cannot be heard', async () => {
    const user = await createUser(app, 'user');
    app.deps.sessions.kept.setLive(false);
    try {
      const reads = await sessionReads(async () => {
        for (let i = 0; i < 3; i += 1)
          expect((await api(app, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
      });
      expect(reads).toBe(3);
    } finally {
      app.deps.sessions.kept.setLive(true);
    }
  });
});

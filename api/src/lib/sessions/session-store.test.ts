import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { api, createUser } from '../../testing/fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

/** Statements this app sends that read an account, counted while `run` runs. */
async function sessionReads(run: () => Promise<unknown>): Promise<number> {
  let reads = 0;
  const count = (query: { sql?: string }) => {
    if (query.sql?.startsWith('select') && query.sql.includes('from "users"')) reads += 1;
  };
  app.db.on('query', count);
  try {
    await run();
  } finally {
    app.db.off('query', count);
  }
  return reads;
}

/** A write made as another API instance would make it: not through this app's knex, so only the notice tells it. */
async function writeFromElsewhere(sql: string): Promise<void> {
  const url = (app.deps.env as { DATABASE_URL?: string }).DATABASE_URL;
  if (!url) {
    const { pglite } = app.db.client.config.connection as { pglite: PGlite };
    await pglite.query(sql);
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Asks until the answer is `status` (a notice travels after the commit); gives up after 5 s. */
async function statusBecomes(token: string, status: number): Promise<number> {
  let last = 0;
  for (let i = 0; i < 100; i += 1) {
    last = (await api(app, 'GET', '/auth/me', { token })).status;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return last;
}

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
    await writeFromElsewhere(`update users set token_version = token_version + 1 where id = ${user.id}`);
    expect(await statusBecomes(user.token, 401)).toBe(401);
  });

  it('refuses a translator removed by another instance, and shows a new name changed there', async () => {
    const translator = await createUser(app, 'translator');
    const customer = await createUser(app, 'user');
    expect((await api(app, 'GET', '/auth/me', { token: translator.token })).status).toBe(200);
    expect((await api(app, 'GET', '/auth/me', { token: customer.token })).body.name).not.toBe('Yeni');
    await writeFromElsewhere(`update translator_profiles set status = 'rejected' where user_id = ${translator.id}`);
    await writeFromElsewhere(`update users set name = 'Yeni' where id = ${customer.id}`);
    expect(await statusBecomes(translator.token, 401)).toBe(401);
    let name = '';
    for (let i = 0; i < 100 && name !== 'Yeni'; i += 1) {
      name = (await api(app, 'GET', '/auth/me', { token: customer.token })).body.name;
      if (name !== 'Yeni') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(name).toBe('Yeni');
  });

  it('reads the account on every request while the change notices cannot be heard', async () => {
    const user = await createUser(app, 'user');
    app.deps.sessions.setLive(false);
    try {
      const reads = await sessionReads(async () => {
        for (let i = 0; i < 3; i += 1)
          expect((await api(app, 'GET', '/auth/me', { token: user.token })).status).toBe(200);
      });
      expect(reads).toBe(3);
    } finally {
      app.deps.sessions.setLive(true);
    }
  });
});

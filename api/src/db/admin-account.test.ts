import { hashPassword, verifyPassword } from '../lib/passwords';
import { startTestApp, type TestApp } from '../testing/test-app';
import { ensureAdmin } from './admin-account';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const nameOf = async (email: string) => app.db('users').where({ email }).first('name', 'surname', 'role');

describe('the seeded admin’s name', () => {
  it('creates the configured admin as "Yönetici", so mails greet them "Merhaba Yönetici,"', async () => {
    expect(await nameOf('admin@example.com')).toEqual({ name: 'Yönetici', surname: '', role: 'admin' });
  });

  it('renames an admin still carrying the first versions’ "Site Yöneticisi" at start, and leaves a chosen name alone', async () => {
    await app.db('users').where({ email: 'admin@example.com' }).update({ name: 'Site', surname: 'Yöneticisi' });
    await ensureAdmin(app.db, 'admin@example.com', 'Admin-Pass-1!');
    expect(await nameOf('admin@example.com')).toEqual({ name: 'Yönetici', surname: '', role: 'admin' });

    await app.db('users').where({ email: 'admin@example.com' }).update({ name: 'Derya', surname: 'Aksoy' });
    await ensureAdmin(app.db, 'admin@example.com', 'Admin-Pass-1!');
    expect(await nameOf('admin@example.com')).toEqual({ name: 'Derya', surname: 'Aksoy', role: 'admin' });
  });
});

describe('ADMIN_EMAIL/ADMIN_PASSWORD at each start', () => {
  const email = 'restart-admin@example.com';
  const account = async () => app.db('users').where({ email }).first('password_hash', 'token_version', 'role');

  it('creates the admin once, then leaves a password changed in the UI and its sessions alone at every start', async () => {
    expect(await ensureAdmin(app.db, email, 'First-Pass-1!')).toEqual({ kind: 'configured', email });
    await app
      .db('users')
      .where({ email })
      .update({ password_hash: await hashPassword('Changed-In-UI-1!') });
    const before = await account();

    expect(await ensureAdmin(app.db, email, 'First-Pass-1!')).toEqual({ kind: 'configured', email });
    const after = await account();
    expect(after.token_version).toBe(before.token_version);
    expect(await verifyPassword(after.password_hash, 'Changed-In-UI-1!')).toBe(true);
    expect(await verifyPassword(after.password_hash, 'First-Pass-1!')).toBe(false);
  });

  it('sets the password and signs the account out everywhere only when ADMIN_PASSWORD_RESET asks', async () => {
    const before = await account();
    expect(await ensureAdmin(app.db, email, 'Reset-Pass-1!', { reset: true })).toEqual({ kind: 'reset', email });
    const after = await account();
    expect(after.token_version).toBe(before.token_version + 1);
    expect(after.role).toBe('admin');
    expect(await verifyPassword(after.password_hash, 'Reset-Pass-1!')).toBe(true);
  });

  it('keeps the admin of the running app signed in when the app starts again with the same variables', async () => {
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin-Pass-1!' }),
    });
    const { token } = (await login.json()) as { token: string };
    await ensureAdmin(app.db, 'admin@example.com', 'Admin-Pass-1!');
    const me = await fetch(`${app.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
  });
});

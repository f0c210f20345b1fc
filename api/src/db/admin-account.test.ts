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

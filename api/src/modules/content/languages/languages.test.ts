import { api } from '../../../testing/fixtures';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { createActors, nonAdminStatuses, type Actors } from '../content-test-helpers';

jest.setTimeout(60_000);

let app: TestApp;
let actors: Actors;
beforeAll(async () => {
  app = await startTestApp();
  actors = await createActors(app);
});
afterAll(() => app.stop());

const asAdmin = (method: string, path: string, body?: unknown) =>
  api(app, method, path, { token: actors.admin.token, body });

describe('languages', () => {
  it('lists the seeded languages publicly and to the admin, Osmanlıca first with id 1', async () => {
    const pub = await api(app, 'GET', '/public/languages');
    expect(pub.status).toBe(200);
    expect(pub.body[0]).toEqual({ id: 1, name: 'Osmanlıca', name_en: 'Ottoman Turkish' });
    expect((await asAdmin('GET', '/admin/languages')).body).toEqual(pub.body);
  });

  it('refuses the admin language and script-type calls without an admin session', async () => {
    const calls = [
      ['GET', '/admin/languages'],
      ['POST', '/admin/languages'],
      ['DELETE', '/admin/languages/2'],
      ['GET', '/admin/hat-turleri?language_id=1'],
      ['POST', '/admin/hat-turleri'],
      ['DELETE', '/admin/hat-turleri/1'],
    ] as const;
    for (const [method, path] of calls)
      expect(await nonAdminStatuses(app, actors, method, path, { name: 'x', language_id: 1 })).toEqual([401, 403, 403]);
  });

  it('adds a language, and answers 409 for the same name in any case', async () => {
    const res = await asAdmin('POST', '/admin/languages', { name: 'Japonca' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Dil eklendi.',
      language: { id: expect.any(Number), name: 'Japonca', name_en: null },
    });
    const dup = await asAdmin('POST', '/admin/languages', { name: 'japonca' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('languageExists');
  });

  it('refuses an empty name', async () => {
    const res = await asAdmin('POST', '/admin/languages', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.fields.name).toBe('Bu alan zorunludur.');
  });

  it('deletes a language; an unknown id is 404', async () => {
    const created = await asAdmin('POST', '/admin/languages', { name: 'Korece' });
    const res = await asAdmin('DELETE', `/admin/languages/${created.body.language.id}`);
    expect(res.body.message).toBe('Dil silindi.');
    expect((await api(app, 'GET', '/public/languages')).body.map((l: { name: string }) => l.name)).not.toContain(
      'Korece',
    );
    expect((await asAdmin('DELETE', `/admin/languages/${created.body.language.id}`)).status).toBe(404);
  });

  it('refuses deleting Osmanlıca with 409, because the script types and the upload form depend on it', async () => {
    const res = await asAdmin('DELETE', '/admin/languages/1');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('languageProtected');
    expect(await app.db('languages').where({ id: 1 }).first()).toBeTruthy();
  });
});

describe('script types (hat türleri)', () => {
  it('lists the Osmanlıca script types for language_id=1', async () => {
    const res = await asAdmin('GET', '/admin/hat-turleri?language_id=1');
    expect(res.status).toBe(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Nesih', 'Rika', 'Divani', 'Siyakat']),
    );
    expect(res.body[0]).toEqual({ id: expect.any(Number), name: 'Nesih', name_en: 'Naskh', language_id: 1 });
  });

  it('lists the same script types publicly (the panels name them in English), and refuses a bad language_id with 400', async () => {
    const pub = await api(app, 'GET', '/public/hat-turleri?language_id=1');
    expect(pub.status).toBe(200);
    expect(pub.body).toEqual((await asAdmin('GET', '/admin/hat-turleri?language_id=1')).body);
    const bad = await api(app, 'GET', '/public/hat-turleri?language_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('language_id');
  });

  it('adds one, refuses a duplicate with 409, an empty name with 400 and an unknown language with 404', async () => {
    const res = await asAdmin('POST', '/admin/hat-turleri', { name: 'Gubari', language_id: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      message: 'Hat türü eklendi.',
      scriptType: { id: expect.any(Number), name: 'Gubari', name_en: null, language_id: 1 },
    });
    expect((await asAdmin('POST', '/admin/hat-turleri', { name: 'gubari', language_id: 1 })).status).toBe(409);
    expect((await asAdmin('POST', '/admin/hat-turleri', { name: '', language_id: 1 })).status).toBe(400);
    expect((await asAdmin('POST', '/admin/hat-turleri', { name: 'X' })).status).toBe(400);
    expect((await asAdmin('POST', '/admin/hat-turleri', { name: 'X', language_id: 99999 })).status).toBe(404);
  });

  it('deletes one; an unknown id is 404', async () => {
    const created = await asAdmin('POST', '/admin/hat-turleri', { name: 'Reyhani', language_id: 1 });
    const res = await asAdmin('DELETE', `/admin/hat-turleri/${created.body.scriptType.id}`);
    expect(res.body.message).toBe('Hat türü silindi.');
    expect((await asAdmin('DELETE', `/admin/hat-turleri/${created.body.scriptType.id}`)).status).toBe(404);
  });
});

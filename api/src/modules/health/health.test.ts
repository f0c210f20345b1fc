import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('GET /api/health', () => {
  it('answers 200 with status ok', async () => {
    const res = await fetch(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a localized 404 body', async () => {
    const res = await fetch(`${app.url}/api/nope`, { headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.', code: 'notFound', fields: {} });
  });

  it('seeds Osmanlıca first so that its id is 1, with its script types', async () => {
    const ottoman = await app.db('languages').where({ id: 1 }).first();
    expect(ottoman.name).toBe('Osmanlıca');
    const types = await app.db('hat_turleri').where({ language_id: 1 }).pluck('name');
    expect(types).toEqual(expect.arrayContaining(['Nesih', 'Rika', 'Talik', 'Divani', 'Sülüs', 'Siyakat']));
  });
});

describe('GET /api/health while the database is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await startTestApp();
    await down.db.destroy(); // every query now fails to get a connection, as when PostgreSQL is away
  });
  afterAll(() => down.stop());

  it('still answers 200: liveness is the process answering, whatever its dependencies do', async () => {
    const res = await fetch(`${down.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers a call that needs the database with 503, the error shape and Retry-After, not 500', async () => {
    const res = await fetch(`${down.url}/api/public/languages`, { headers: { 'Accept-Language': 'en' } });
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      message: 'The service is unavailable right now. Please try again shortly.',
      code: 'serviceUnavailable',
      fields: {},
    });
  });
});

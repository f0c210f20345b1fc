import { startTestApp, type TestApp } from '../testing/test-app';
import { createUser } from '../testing/fixtures';

/** Every error answer is `{message, code, fields}`, with `fields: {}` when no field is at fault (ARCHITECTURE §3). */
let app: TestApp;
let customerToken: string;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: 10_000 });
  customerToken = (await createUser(app, 'user')).token;
}, 60_000);
afterAll(() => app.stop());

async function raw(path: string, init: RequestInit = {}) {
  const res = await fetch(`${app.url}/api${path}`, { method: 'POST', ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const json = (body: string) => ({ headers: { 'Content-Type': 'application/json' }, body });

const errorShape = {
  message: expect.any(String),
  code: expect.any(String),
  fields: expect.any(Object),
};

describe('error answers always carry message, code and fields', () => {
  it.each([
    ['invalid JSON', json('{"email": ')],
    ['a JSON string', json('"just a string"')],
    ['a JSON number', json('42')],
    ['JSON null', json('null')],
    ['a JSON array where an object is expected', json('[1, 2]')],
    ['an empty JSON body', json('')],
    ['a text/plain body', { headers: { 'Content-Type': 'text/plain' }, body: 'email=a@b.c' }],
    ['an unknown content type', { headers: { 'Content-Type': 'application/x-whatever' }, body: '\u0001\u0002' }],
  ])('%s → 400 with fields', async (_name, init) => {
    const res = await raw('/auth/login', init);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorShape);
    expect(Object.keys(res.body)).toEqual(['message', 'code', 'fields']);
  });

  it("words a body of the wrong shape in the visitor's language, never in the validator's English", async () => {
    for (const path of ['/testimonials', '/auth/login', '/contact']) {
      const res = await raw(path, json('[1, 2]'));
      expect(res.status).toBe(400);
      expect(res.body.message).not.toMatch(/Invalid input|expected/);
      expect(res.body.code).toMatch(/^[a-zA-Z]+$/);
      expect(Object.values(res.body.fields as Record<string, string>).join(' ')).not.toMatch(/Invalid input/);
    }
  });

  it('says nothing is wrong with a field when the body cannot be read at all', async () => {
    const res = await raw('/auth/login', json('{"email": '));
    expect(res.body.fields).toEqual({});
  });

  it.each([
    ['404 on an unknown path', 'GET', '/nope', undefined, 404],
    ['401 without a token', 'GET', '/user/jobs', undefined, 401],
    ['403 with a wrong role', 'GET', '/admin/jobs', 'customer', 403],
  ] as const)('%s', async (_name, method, path, who, status) => {
    const res = await fetch(`${app.url}/api${path}`, {
      method,
      headers: who ? { Authorization: `Bearer ${customerToken}` } : {},
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ ...errorShape, fields: {} });
  });
});

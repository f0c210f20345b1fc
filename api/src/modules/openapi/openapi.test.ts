import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe('GET /api/openapi.json', () => {
  it('documents every guarded route with its roles and bearer security', async () => {
    const res = await fetch(`${app.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { 'x-roles'?: string[]; security?: unknown[] }>>;
    };
    const guarded = Object.entries(doc.paths).filter(([path]) => /^\/api\/(user|translator|admin)\//.test(path));
    expect(guarded.length).toBeGreaterThan(20);
    for (const [path, operations] of guarded) {
      for (const [method, op] of Object.entries(operations)) {
        expect({ route: `${method} ${path}`, secured: Boolean(op.security?.length && op['x-roles']?.length) }).toEqual({
          route: `${method} ${path}`,
          secured: true,
        });
      }
    }
  });

  it('carries the registration body schema from the shared zod contract', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as {
      paths: Record<
        string,
        {
          post?: {
            requestBody?: {
              content: {
                'application/json': { schema: { required?: string[]; properties?: Record<string, unknown> } };
              };
            };
          };
        }
      >;
    };
    const schema = doc.paths['/api/auth/register']?.post?.requestBody?.content['application/json'].schema;
    expect(schema?.required).toEqual(
      expect.arrayContaining(['name', 'surname', 'email', 'phone', 'password', 'birth_date']),
    );
    expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(['terms', 'privacy', 'hp', 'role']));
  });
});

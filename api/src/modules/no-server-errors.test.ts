import type { Role } from 'shared-ui/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { api, createUser } from '../testing/fixtures';
import { apiRouter } from './api-router';

/**
 * "A 500 is a bug": every route of the router, called by every role (and anonymously) with hostile input — odd
 * path parameters, bodies of the wrong shape and type, junk queries — must answer a 4xx or a 2xx, never a 5xx.
 * Routes added later are covered without touching this file.
 */
const hostileParams = [
  'abc',
  '-1',
  '0',
  '99999999999999999999',
  '%2e%2e%2fetc%2fpasswd',
  "1'; drop table users;--",
  'ğüşiöç',
];
const hostileBodies: unknown[] = [
  {},
  { id: 'x', name: 123, email: ['a'], password: null, price: 'çok', delivery_date: '2024-02-31', status: { $ne: 1 } },
  [{ id: 'a', order: 'b' }],
  { name: 'x'.repeat(10_000), title: 'y'.repeat(10_000), content: '<script>alert(1)</script>', slug: '../../x' },
  'just a string',
];
const queries = ['', '?page=-5&pageSize=100000&status=nope&sort=;drop&order=sideways&lang=xx&language_id=abc'];

interface RouteCall {
  method: string;
  template: string;
  paths: string[];
}

function allRoutes(app: TestApp): RouteCall[] {
  const calls: RouteCall[] = [];
  for (const layer of apiRouter(app.deps).stack) {
    if (typeof layer.path !== 'string' || layer.methods.length === 0) continue;
    const template = layer.path;
    const paths = hostileParams.map((value) => template.replace(/:(\w+)/g, () => encodeURIComponent(value)));
    for (const method of layer.methods.filter((m) => m !== 'HEAD'))
      calls.push({ method, template, paths: [...new Set(paths)] });
  }
  return calls;
}

let app: TestApp;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_PER_MINUTE: 100_000, LOGIN_FAILURES_PER_15_MIN: 100_000 });
  for (const role of ['user', 'translator', 'admin'] as const) tokens[role] = (await createUser(app, role)).token;
});
afterAll(() => app.stop());

describe('no route answers a 5xx to hostile input', () => {
  it.each([['anonymous'], ['user'], ['translator'], ['admin']] as const)(
    'as %s',
    async (who) => {
      const token = who === 'anonymous' ? undefined : tokens[who];
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const route of allRoutes(app)) {
        for (const path of route.paths) {
          const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : hostileBodies;
          for (const body of bodies) {
            for (const query of queries) {
              const res = await api(app, route.method, `${path}${query}`, { token, body });
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
              if (res.status >= 500)
                failures.push(`${route.method} ${route.template} (${path}${query}) → ${res.status}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      // the calls really reached the server, and were answered in more than one way
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(500);
      expect(statuses.size).toBeGreaterThan(1);
    },
    240_000,
  );
});

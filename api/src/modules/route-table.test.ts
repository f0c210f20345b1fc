import type { Role } from 'shared-ui/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { api, createUser } from '../testing/fixtures';
import { apiRouter } from './api-router';

/**
 * Walks every route of apiRouter(deps), so routes added later are covered without touching this file, and checks
 * the server-side access rule of ARCHITECTURE §3 for each protected area.
 *
 * RULE for every route: authenticate → requireRole → validate → handler. Authentication and the role check run
 * BEFORE validation (and before multipart parsing), so these requests — no body, sample path parameters — must be
 * answered 401/403, never 400/404/415. A route that validates first fails here: that order would tell a stranger
 * what the route accepts.
 */
const areas: Record<string, { wrongRoles: Role[] }> = {
  user: { wrongRoles: ['translator', 'admin'] },
  translator: { wrongRoles: ['user', 'admin'] },
  admin: { wrongRoles: ['user', 'translator'] },
  settings: { wrongRoles: [] }, // any signed-in role
};

/** Sample values for path parameters; anything unnamed here gets a harmless word. */
function sampleFor(param: string): string {
  if (/id$/i.test(param)) return '1';
  if (param === 'slug') return 'ornek-sayfa';
  if (param === 'fileName' || param === 'file') return '1700000000000-ornek.pdf';
  if (param === 'area') return 'documents';
  return 'ornek';
}

interface ProtectedRoute {
  method: string;
  template: string;
  path: string;
  area: string;
}

function protectedRoutes(app: TestApp): ProtectedRoute[] {
  const routes: ProtectedRoute[] = [];
  for (const layer of apiRouter(app.deps).stack) {
    if (typeof layer.path !== 'string' || layer.methods.length === 0) continue; // router.use() middleware
    const area = /^\/(user|translator|admin|settings)(?:\/|$)/.exec(layer.path)?.[1];
    if (!area) continue;
    const path = layer.path.replace(/:(\w+)/g, (_m, name: string) => sampleFor(name));
    for (const method of layer.methods.filter((m) => m !== 'HEAD'))
      routes.push({ method, template: layer.path, path, area });
  }
  return routes;
}

let app: TestApp;
let routes: ProtectedRoute[];
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  app = await startTestApp();
  routes = protectedRoutes(app);
  for (const role of ['user', 'translator', 'admin'] as const) tokens[role] = (await createUser(app, role)).token;
}, 60_000);
afterAll(() => app.stop());

/** Every route whose answer differs from the expected status, as "METHOD /path → status code". */
async function offenders(
  expected: number,
  tokenOf: (route: ProtectedRoute) => Array<string | undefined>,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of routes) {
    for (const token of tokenOf(route)) {
      const res = await api(app, route.method, route.path, { token });
      if (res.status !== expected)
        wrong.push(`${route.method} ${route.template} → ${res.status} ${res.body?.code ?? ''}`);
    }
  }
  return wrong;
}

describe('route table: server-side access rules for /user, /translator, /admin and /settings', () => {
  it('finds the protected routes by walking the router', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((r) => r.path.startsWith('/') && !r.path.includes(':'))).toBe(true);
  });

  it('answers 401 to every protected route without a token', async () => {
    expect(await offenders(401, () => [undefined])).toEqual([]);
  }, 60_000);

  it('answers 401 to every protected route with a forged or malformed token', async () => {
    const forged = `${tokens.admin.slice(0, -4)}AAAA`;
    expect(await offenders(401, () => [forged, 'not-a-jwt'])).toEqual([]);
  }, 60_000);

  it('answers 403 to every protected route called with a token of a wrong role', async () => {
    expect(await offenders(403, (route) => (areas[route.area]?.wrongRoles ?? []).map((role) => tokens[role]))).toEqual(
      [],
    );
  }, 60_000);
});

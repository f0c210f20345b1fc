import { startTestApp, type TestApp } from '../testing/test-app';
import { api } from '../testing/fixtures';
import { actors, seedWorld, type Actor, type Whose, type World } from '../testing/seeded-world';
import { matrix, type Entry } from './access-matrix.entries';

/**
 * Every route of GET /api/openapi.json × {anonymous, customer A, customer B, translator X, translator Y, admin}
 * × {own object, another's} answers the status its matrix entry (access-matrix.entries.ts) says. One app, one
 * seeded world; the cells of a route run side by side, the routes in groups of a test each.
 */
let app: TestApp;
let world: World;
let routes: string[];
beforeAll(async () => {
  app = await startTestApp({
    RATE_LIMIT_PER_MINUTE: 100_000,
    LOGIN_FAILURES_PER_15_MIN: 100_000,
    MAILS_PER_ADDRESS_PER_HOUR: 100_000,
  });
  world = await seedWorld(app);
  const doc = (await api(app, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  // The document describes every route but itself.
  routes = [
    'GET /api/openapi.json',
    ...Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
  ];
}, 120_000);
afterAll(() => app.stop());

interface Cell {
  actor: Actor;
  whose: Whose;
  expected: number;
}

/** Anonymous and admin callers own nothing: one cell; customers and translators: own and another's. */
function cellsOf(entry: Entry): Cell[] {
  return actors.flatMap((actor) => {
    const expected = entry.expect[actor];
    if (Array.isArray(expected))
      return [
        { actor, whose: 'own' as const, expected: expected[0] },
        { actor, whose: 'other' as const, expected: expected[1] },
      ];
    return [{ actor, whose: 'own' as const, expected }];
  });
}

async function run(route: string, entry: Entry, cell: Cell): Promise<string | null> {
  const method = route.split(' ')[0] as string;
  const request = await entry.request(world, cell.actor, cell.whose);
  const token = 'token' in request ? request.token : world.tokenOf(cell.actor);
  let res: Awaited<ReturnType<typeof api>>;
  try {
    res = await api(app, method, request.path, { token, body: request.body, form: request.form });
  } catch (err) {
    // name the cell: a connection the server dropped is a finding, not a mystery
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    return `${route} as ${cell.actor} (${cell.whose}): no answer (${cause})`;
  }
  if (res.status === cell.expected) return null;
  return `${route} as ${cell.actor} (${cell.whose}): ${res.status} ${res.body?.code ?? ''}, expected ${cell.expected}`;
}

/**
 * The routes in groups of this many, a test each: one test over every cell ran past any fair time limit on a
 * loaded machine, and a group names where the time went.
 */
const GROUP = 20;
const groups = Array.from({ length: Math.ceil(Object.keys(matrix).length / GROUP) }, (_, i) =>
  Object.keys(matrix).slice(i * GROUP, (i + 1) * GROUP),
);

describe('access-control matrix generated from the OpenAPI document', () => {
  it('has an entry for every route of the document, and none for a route that is gone', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !(r in matrix))).toEqual([]);
    expect(Object.keys(matrix).filter((r) => !routes.includes(r))).toEqual([]);
    expect(Object.values(matrix).flatMap(cellsOf).length).toBeGreaterThan(400);
  });

  it.each(groups.map((group) => [group[0], group.at(-1), group] as const))(
    'answers every actor × owner cell of the routes from %s to %s with its expected status',
    async (_first, _last, group) => {
      const wrong: string[] = [];
      const pending = [...group];
      // a few routes at a time, every cell of a route at once
      const workers = Array.from({ length: 4 }, async () => {
        for (let route = pending.shift(); route; route = pending.shift()) {
          const entry = matrix[route] as Entry;
          const results = await Promise.all(cellsOf(entry).map((cell) => run(route as string, entry, cell)));
          wrong.push(...results.filter((r): r is string => r !== null));
        }
      });
      await Promise.all(workers);
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});

import fc from 'fast-check';
import { startTestApp, type TestApp } from '../testing/test-app';
import { api } from '../testing/fixtures';
import { seedWorld, type Actor, type World } from '../testing/seeded-world';
import { matrix, type CellRequest } from './access-matrix.entries';

/**
 * Malformed input, generated from GET /api/openapi.json: for every route with a body or a query, each field of an
 * otherwise valid request (the access matrix's) is broken in turn: wrong types, missing fields, 1 MB strings, NUL
 * and other control characters, negative and huge numbers; plus invalid JSON and a wrong content type. Every
 * answer is a 4xx `{message, code, fields}`, never a 5xx. fast-check adds arbitrary values (fixed seed, bounded runs).
 */
type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
};
interface Operation {
  'x-roles'?: string[];
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const megabyte = 'x'.repeat(1024 * 1024);
const controls = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085'];
const fastCheck = { seed: 20251124, numRuns: 8 };

let app: TestApp;
let world: World;
let operations: { route: string; method: string; op: Operation }[];
beforeAll(async () => {
  app = await startTestApp({
    RATE_LIMIT_PER_MINUTE: 1_000_000,
    LOGIN_FAILURES_PER_15_MIN: 1_000_000,
    LOGIN_FAILURES_PER_ACCOUNT_15_MIN: 1_000_000,
    MAILS_PER_ADDRESS_PER_HOUR: 1_000_000,
  });
  world = await seedWorld(app);
  const doc = (await api(app, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      route: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      op,
    })),
  );
}, 120_000);
afterAll(() => app.stop());

/** The types a JSON schema admits; empty when it admits anything. */
function typesOf(schema: JsonSchema | undefined): Set<string> {
  if (!schema) return new Set();
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => [...typesOf(s)]);
  const all = new Set([...own, ...nested]);
  if (all.has('integer')) all.add('number');
  return all;
}

/** Who can call a route successfully: the matrix's first actor with a 2xx own cell (else anonymous). */
function callerOf(route: string): Actor {
  const expect = matrix[route]?.expect;
  const order: Actor[] = ['admin', 'customerA', 'translatorX', 'anonymous'];
  for (const actor of order) {
    const status = expect?.[actor];
    const own = Array.isArray(status) ? status[0] : status;
    if (own !== undefined && own < 300) return actor;
  }
  // a route no one in the seeded world can complete (a card payment without iyzico keys): someone it lets in
  for (const actor of order) {
    const status = expect?.[actor];
    const own = Array.isArray(status) ? status[0] : status;
    if (own !== undefined && own !== 401 && own !== 403) return actor;
  }
  return 'anonymous';
}

interface Probe {
  what: string;
  path: string;
  body?: BodyInit;
  contentType?: string;
  /** must be a 4xx (else: anything but a 5xx, with the error shape when it is an error) */
  mustRefuse: boolean;
  /** the field the refusal must name */
  field?: string;
}

async function send(route: string, method: string, token: string | undefined, probe: Probe): Promise<string | null> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (probe.contentType) headers['Content-Type'] = probe.contentType;
  const res = await fetch(`${app.url}/api${probe.path}`, { method, headers, body: probe.body });
  const text = await res.text();
  const where = `${route} ${probe.what}`;
  if (res.status >= 500) return `${where} → ${res.status}`;
  if (probe.mustRefuse && (res.status < 400 || res.status >= 500)) return `${where} → ${res.status}, expected a 4xx`;
  if (res.status < 400) return null;
  let body: { message?: unknown; code?: unknown; fields?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `${where} → ${res.status} without a JSON body`;
  }
  if (
    typeof body.message !== 'string' ||
    typeof body.code !== 'string' ||
    typeof body.fields !== 'object' ||
    !body.fields
  )
    return `${where} → ${res.status} ${text.slice(0, 120)} lacks {message, code, fields}`;
  if (probe.field && !(probe.field in (body.fields as object)))
    return `${where} → ${res.status} does not name the field ${probe.field}: ${JSON.stringify(body.fields)}`;
  return null;
}

function jsonProbes(base: CellRequest, schema: JsonSchema): Probe[] {
  const json = 'application/json';
  const probes: Probe[] = [
    { what: 'invalid JSON', path: base.path, body: '{"a": ', contentType: json, mustRefuse: true },
    { what: 'a text/plain body', path: base.path, body: 'hello', contentType: 'text/plain', mustRefuse: true },
    { what: 'a JSON string body', path: base.path, body: '"hello"', contentType: json, mustRefuse: true },
    {
      what: 'a 1 MB body',
      path: base.path,
      body: JSON.stringify({ x: megabyte }),
      contentType: json,
      mustRefuse: true,
    },
  ];
  if (schema.required?.length)
    probes.push({ what: 'no fields', path: base.path, body: '{}', contentType: json, mustRefuse: true });
  const valid =
    base.body && typeof base.body === 'object' && !Array.isArray(base.body)
      ? (base.body as Record<string, unknown>)
      : {};
  const withField = (name: string, value: unknown) => JSON.stringify({ ...valid, [name]: value });
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const types = typesOf(prop);
    const probe = (what: string, value: unknown, mustRefuse: boolean, field?: string): Probe => ({
      what: `${name}: ${what}`,
      path: base.path,
      body: withField(name, value),
      contentType: json,
      mustRefuse,
      field,
    });
    if (types.size) {
      if (!types.has('object')) probes.push(probe('an object', { nested: 1 }, true, name));
      if (!types.has('array')) probes.push(probe('an array', [1, 2], true, name));
      if (!types.has('boolean') && !types.has('string')) probes.push(probe('a boolean', true, true, name));
      if (!types.has('number') && !types.has('string')) probes.push(probe('a word', 'abc', true, name));
    }
    if (types.has('number')) {
      for (const n of [-1, -1e9, 1e308]) probes.push(probe(`the number ${n}`, n, true));
    }
    // A filled honeypot is answered like a success on purpose (translators/handlers.ts): no text probes there.
    if (types.has('string') && name !== 'hp') {
      probes.push(probe('a 1 MB string', megabyte, true));
      probes.push(probe('100 KB of text', 'y'.repeat(100 * 1024), false));
      for (const c of controls) probes.push(probe(`control character ${JSON.stringify(c)}`, `a${c}b`, true, name));
    }
  }
  return probes;
}

function formWith(base: FormData, name: string, value: string | null): FormData {
  const form = new FormData();
  let replaced = false;
  for (const [key, entry] of base.entries()) {
    if (key === name) {
      if (!replaced && value !== null) form.append(key, value);
      replaced = true;
    } else form.append(key, entry);
  }
  if (!replaced && value !== null) form.append(name, value);
  return form;
}

function multipartProbes(base: CellRequest, schema: JsonSchema): Probe[] {
  const form = base.form ?? new FormData();
  const probes: Probe[] = [
    { what: 'a JSON body', path: base.path, body: '{"a":1}', contentType: 'application/json', mustRefuse: true },
    {
      what: 'a broken multipart body',
      path: base.path,
      body: '--x\r\nnonsense',
      contentType: 'multipart/form-data; boundary=x',
      mustRefuse: true,
    },
  ];
  for (const name of Object.keys(schema.properties ?? {})) {
    if (name === 'hp') continue; // answered like a success on purpose
    probes.push({ what: `${name}: 1 MB`, path: base.path, body: formWith(form, name, megabyte), mustRefuse: true });
    for (const c of controls)
      probes.push({
        what: `${name}: control ${JSON.stringify(c)}`,
        path: base.path,
        body: formWith(form, name, `a${c}b`),
        mustRefuse: true,
        field: name,
      });
    if (schema.required?.includes(name))
      probes.push({
        what: `${name}: missing`,
        path: base.path,
        body: formWith(form, name, null),
        mustRefuse: true,
        field: name,
      });
  }
  return probes;
}

function queryProbes(base: CellRequest, params: { name: string }[]): Probe[] {
  const [pathOnly] = base.path.split('?');
  const values: [string, string, boolean][] = [
    ['a word', 'abc', false],
    ['a negative number', '-1', false],
    ['a huge number', '99999999999999999999999', false],
    ['1e308', '1e308', false],
    ['10 KB', 'z'.repeat(10 * 1024), false],
    ['NUL', '\u0000', true],
    ['ESC', '\u001b', true],
  ];
  return params.flatMap(({ name }) => [
    ...values.map(([what, value, refuse]) => ({
      what: `?${name}=${what}`,
      path: `${pathOnly}?${name}=${encodeURIComponent(value)}`,
      mustRefuse: refuse,
      field: refuse ? name : undefined,
    })),
    { what: `?${name} twice`, path: `${pathOnly}?${name}=1&${name}=2`, mustRefuse: false },
  ]);
}

describe('malformed input generated from the OpenAPI document', () => {
  it('covers the routes that take a body or a query', () => {
    const withInput = operations.filter((o) => o.op.requestBody || o.op.parameters?.some((p) => p.in === 'query'));
    expect(withInput.length).toBeGreaterThan(30);
    expect(withInput.filter((o) => !(o.route in matrix)).map((o) => o.route)).toEqual([]);
  });

  it('answers every broken body and query with a 4xx {message, code, fields}, never a 5xx', async () => {
    const wrong: string[] = [];
    let sent = 0;
    const pending = operations.filter(
      (o) => (o.op.requestBody || o.op.parameters?.some((p) => p.in === 'query')) && o.route in matrix,
    );
    const workers = Array.from({ length: 4 }, async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        const { route, method, op } = next;
        const actor = callerOf(route);
        const base = await matrix[route]!.request(world, actor, 'own');
        const token = 'token' in base ? base.token : world.tokenOf(actor);
        const probes: Probe[] = [];
        const json = op.requestBody?.content['application/json']?.schema;
        const multipart = op.requestBody?.content['multipart/form-data']?.schema;
        if (json) probes.push(...jsonProbes(base, json));
        if (multipart) probes.push(...multipartProbes(base, multipart));
        probes.push(
          ...queryProbes(
            base,
            (op.parameters ?? []).filter((p) => p.in === 'query'),
          ),
        );
        for (const probe of probes) {
          sent += 1;
          const problem = await send(route, method, token, probe);
          if (problem) wrong.push(problem);
        }
      }
    });
    await Promise.all(workers);
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);

  it('answers arbitrary JSON values in every body field without a 5xx (property-based)', async () => {
    const wrong: string[] = [];
    for (const { route, method, op } of operations) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema?.properties || !(route in matrix)) continue;
      const actor = callerOf(route);
      const base = await matrix[route]!.request(world, actor, 'own');
      const token = 'token' in base ? base.token : world.tokenOf(actor);
      const valid = (base.body ?? {}) as Record<string, unknown>;
      const names = Object.keys(schema.properties);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), fc.jsonValue({ maxDepth: 3 }), async (name, value) => {
          const body = JSON.stringify({ ...valid, [name]: value });
          const problem = await send(route, method, token, {
            what: `${name} = ${JSON.stringify(value).slice(0, 80)}`,
            path: base.path,
            body,
            contentType: 'application/json',
            mustRefuse: false,
          });
          if (problem) wrong.push(problem);
          return problem === null;
        }),
        fastCheck,
      );
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('refuses any text field holding a control character (property-based)', async () => {
    const route = 'POST /api/contact';
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('name', 'email', 'message'),
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...controls, '\u0002', '\u000b', '\u000c', '\u009f'),
        fc.string({ maxLength: 20 }),
        async (field, before, control, after) => {
          const body = {
            name: 'Ada',
            email: 'ada@example.com',
            message: 'Merhaba',
            [field]: `${before}${control}${after}`,
          };
          const problem = await send(route, 'POST', undefined, {
            what: `${field} with ${JSON.stringify(control)}`,
            path: '/contact',
            body: JSON.stringify(body),
            contentType: 'application/json',
            mustRefuse: true,
            field,
          });
          return problem === null;
        },
      ),
      { ...fastCheck, numRuns: 30 },
    );
  }, 120_000);
});

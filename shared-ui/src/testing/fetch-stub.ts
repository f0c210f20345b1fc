/** One request the page sent through fetch, as a test wants to read it. */
export interface FetchCall {
  method: string;
  /** The address as requested, e.g. "/api/jobs?page=2" or "/about-content/tr.html". */
  url: string;
  /** The address without the API prefix, e.g. "/jobs?page=2". */
  path: string;
  /** The parsed JSON body, when one was sent as a string. */
  body: unknown;
  headers: Record<string, string>;
}

/** A JSON (or `text`) answer, a network failure, or no answer at all (the request stays pending). */
export type Reply = { status?: number; body?: unknown; text?: string } | 'network' | 'pending';

/** Picks the reply to one call; `undefined` falls through to the stub's 404. */
export type Responder = (call: FetchCall) => Reply | undefined;

export interface FetchStub {
  fetch: jest.Mock;
  calls: FetchCall[];
  /** Every call so far as "METHOD /path" (without the API prefix). */
  routes: () => string[];
  /** The first call of `method` to `path` (with or without the API prefix). */
  find: (method: string, path: string) => FetchCall | undefined;
  /** The JSON body of that call. */
  bodyOf: (method: string, path: string) => unknown;
}

export function fakeResponse(status: number, body: unknown, text?: string): Response {
  const payload = text ?? (body === undefined ? '' : JSON.stringify(body));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers(),
    json: async () => JSON.parse(payload) as unknown,
    text: async () => payload,
    blob: async () => new Blob([payload]),
  } as unknown as Response;
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function toCall(input: RequestInfo | URL, init: RequestInit = {}): FetchCall {
  const url = urlOf(input);
  return {
    method: init.method ?? 'GET',
    url,
    path: url.replace(/^\/api(?=\/)/, ''),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    headers: (init.headers ?? {}) as Record<string, string>,
  };
}

/** Replaces global fetch: `respond` answers each call by what it asks; unanswered calls get 404 notFound. */
export function stubFetch(respond: Responder): FetchStub {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = toCall(input, init);
    calls.push(call);
    const reply = respond(call) ?? { status: 404, body: { message: 'Bulunamadı.', code: 'notFound' } };
    if (reply === 'network') throw new TypeError('Failed to fetch');
    if (reply === 'pending') return new Promise<Response>(() => undefined);
    return fakeResponse(reply.status ?? 200, reply.body, reply.text);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  const find = (method: string, path: string) =>
    calls.find((c) => c.method === method && (c.path === path || c.url === path));
  return {
    fetch: fn,
    calls,
    routes: () => calls.map((c) => `${c.method} ${c.path}`),
    find,
    bodyOf: (method, path) => find(method, path)?.body,
  };
}

/** Answers by "METHOD /path" (with or without the API prefix), so requests may come in any order. */
export const byRoute =
  (table: Record<string, Reply | undefined>): Responder =>
  (call) =>
    table[`${call.method} ${call.path}`] ?? table[`${call.method} ${call.url}`];

/** Answers by the address alone ("/api/sliders", "/about-content/tr.html"), whatever the method. */
export const byUrl =
  (table: Record<string, Reply | undefined>): Responder =>
  (call) =>
    table[call.url];

/** Answers the calls in the order they come, whatever they ask. */
export function inOrder(...replies: Reply[]): Responder {
  let next = 0;
  return () => replies[next++];
}

/** The envelope of the paged lists (jobs, translators). */
export const paged = <T>(items: T[], total = items.length, page = 1, pageSize = 10) => ({
  items,
  total,
  page,
  pageSize,
});

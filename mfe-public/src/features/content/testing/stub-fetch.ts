export type Reply = { status?: number; body?: unknown; html?: string } | 'network';

function response(reply: Exclude<Reply, 'network'>): Response {
  const status = reply.status ?? 200;
  const text = reply.html ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: new Headers(),
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

/** Replaces global fetch: each URL ("/api/sliders", "/about-content/tr.html") gets its reply; others answer 404. */
export function stubFetch(routes: Record<string, Reply>): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const reply = routes[url];
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return response(reply ?? { status: 404, body: { message: 'Not found', code: 'notFound' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The init (method, headers, body) of the first call to `url`. */
export function callTo(fetchMock: jest.Mock, url: string): RequestInit | undefined {
  const call = fetchMock.mock.calls.find((c: unknown[]) => c[0] === url);
  return call?.[1] as RequestInit | undefined;
}

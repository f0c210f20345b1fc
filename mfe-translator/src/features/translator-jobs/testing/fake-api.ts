type Body = unknown;
export type Answer = { status?: number; body?: Body } | 'network';
/** Answers one request; `url` is the path after /api with its query. */
export type Handler = (url: string, init: RequestInit) => Answer | undefined;

function response(status: number, body: Body): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

export interface FakeApi {
  fetch: jest.Mock;
  /** Every call as "METHOD /path?query". */
  calls: () => string[];
  /** The JSON body of the first call matching METHOD and path. */
  bodyOf: (method: string, path: string) => unknown;
}

/**
 * Replaces global fetch with a router: the first handler that answers wins; the empty lists answer the rest.
 * The panel loads four lists at once, so answers go by address, not by order.
 */
export function fakeApi(...handlers: Handler[]): FakeApi {
  const fn = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = input.replace(/^\/api/, '');
    for (const handler of handlers) {
      const answer = handler(url, init);
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer) return response(answer.status ?? 200, answer.body);
    }
    if ((init.method ?? 'GET') === 'GET' && url.startsWith('/translator/')) return response(200, page([]));
    return response(404, { message: 'Bulunamadı.', code: 'notFound' });
  });
  global.fetch = fn as unknown as typeof fetch;
  const calls = () => fn.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${input.replace(/^\/api/, '')}`);
  const bodyOf = (method: string, path: string) => {
    const call = fn.mock.calls.find(([input, init]) => (init?.method ?? 'GET') === method && input === `/api${path}`);
    const body = call?.[1]?.body;
    return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
  };
  return { fetch: fn, calls, bodyOf };
}

export function page<T>(items: T[], total = items.length, pageNo = 1, pageSize = 10) {
  return { items, total, page: pageNo, pageSize };
}

/** GET of one list path (any query) answers `body`. */
export const onList =
  (path: string, body: Body | ((url: string) => Body)): Handler =>
  (url, init) =>
    (init.method ?? 'GET') === 'GET' && url.split('?')[0] === path
      ? { body: typeof body === 'function' ? (body as (u: string) => Body)(url) : body }
      : undefined;

/** A call of METHOD to exactly `path` answers `answer`. */
export const on =
  (method: string, path: string, answer: Answer): Handler =>
  (url, init) =>
    (init.method ?? 'GET') === method && url === path ? answer : undefined;

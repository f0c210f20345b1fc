/** Answers by "METHOD /path" (without /api), so SWR's requests may come in any order. */
export type Answers = Record<string, { status?: number; body?: unknown } | undefined>;

function fakeResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
  } as unknown as Response;
}

/** Replaces global fetch; an unlisted call answers 404. `answers` may be changed later to answer differently. */
export function stubApi(answers: Answers): jest.Mock {
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    const answer = answers[key];
    return answer
      ? fakeResponse(answer.status ?? 200, answer.body)
      : fakeResponse(404, { message: `no stub for ${key}` });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The "METHOD /path" of every call so far. */
export function calledRoutes(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(
    ([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url).replace(/^\/api/, '')}`,
  );
}

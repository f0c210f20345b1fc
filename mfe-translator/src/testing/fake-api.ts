import { paged, stubFetch, type Reply, type Responder } from 'shared-ui/testing';

export type Handler = Responder;

/**
 * The panel's API: the first handler that answers wins; the translator lists nobody set up answer empty, since the
 * panel loads four lists at once and a test is about one of them.
 */
export function fakeApi(...handlers: Handler[]) {
  const api = stubFetch((call) => {
    for (const handler of handlers) {
      const reply = handler(call);
      if (reply) return reply;
    }
    return call.method === 'GET' && call.path.startsWith('/translator/') ? { body: paged([]) } : undefined;
  });
  return { ...api, calls: api.routes };
}

export const page = paged;

/** GET of one list path (any query) answers `body`, or what `body(path)` builds from the path with its query. */
export const onList =
  (path: string, body: unknown): Handler =>
  (call) =>
    call.method === 'GET' && call.path.split('?')[0] === path
      ? { body: typeof body === 'function' ? (body as (url: string) => unknown)(call.path) : body }
      : undefined;

/** A call of `method` to exactly `path` answers `reply`. */
export const on =
  (method: string, path: string, reply: Reply): Handler =>
  (call) =>
    call.method === method && call.path === path ? reply : undefined;

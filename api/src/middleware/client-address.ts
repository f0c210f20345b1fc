import { isIP } from 'node:net';
import type { Middleware } from 'koa';
import { plainAddress, type TrustProxy } from '../config/trust-proxy';
import type { AppState } from '../types';

/**
 * The address a request came from, as far as we can believe it. The chain is every X-Forwarded-For entry (each
 * proxy appends the address it saw) followed by the socket's peer. Only entries written by trusted proxies count:
 * with N hops, the entry N places left of the peer; with a list, the first address from the right that is not one
 * of our proxies. Whatever a client wrote itself further left is ignored.
 */
export function clientAddress(peer: string, forwardedFor: string, trust: TrustProxy): string {
  const self = plainAddress(peer);
  if (trust.kind === 'none') return self;
  const forwarded = forwardedFor
    .split(',')
    .map((s) => plainAddress(s.trim()))
    .filter(Boolean);
  const chain = [...forwarded, self];
  let index: number;
  if (trust.kind === 'hops') {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    index = chain.length - 1;
    while (index > 0 && isTrustedProxy(chain[index] ?? '', trust)) index -= 1;
  }
  const found = chain[index] ?? self;
  // A proxy writes addresses; anything else in that place is a client's invention.
  return isIP(found) ? found : self;
}

function isTrustedProxy(address: string, trust: Extract<TrustProxy, { kind: 'addresses' }>): boolean {
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Sets ctx.ip once, first thing, so the per-IP limits and the request log key on the same believed address. */
export function resolveClientAddress(trust: TrustProxy): Middleware<AppState> {
  return async function setClientAddress(ctx, next) {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress ?? '', ctx.get('X-Forwarded-For'), trust);
    await next();
  };
}

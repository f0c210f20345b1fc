import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '../src/testing/api-process';
import { shippedHaproxyConfig, startHaproxy } from './haproxy';

/**
 * What HAProxy tells a visitor's client about idle connections: a client trusts the `Keep-Alive: timeout=` it is
 * given, so that figure must be shorter than the time HAProxy keeps an idle visitor's connection open, or the
 * client reuses a socket HAProxy has just closed and the request is lost.
 */

/** `timeout http-keep-alive` in deploy/haproxy.cfg, in seconds. */
function haproxyIdleSeconds(): number {
  const match = /^\s*timeout http-keep-alive (\d+)s$/m.exec(readFileSync(shippedHaproxyConfig, 'utf8'));
  if (!match) throw new Error('deploy/haproxy.cfg sets no `timeout http-keep-alive`');
  return Number(match[1]);
}

/** An instance as Node answers by default behind the balancer: ready, and announcing a 65 s keep-alive. */
async function startBackend(): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    res.setHeader('Keep-Alive', 'timeout=65');
    res.end('ok');
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('HAProxy as shipped, towards visitors', () => {
  it("announces a keep-alive shorter than the time it keeps a visitor's idle connection, whatever the instance says", async () => {
    const backends = [await startBackend(), await startBackend()];
    const ports = backends.map((b) => ({ port: (b.address() as AddressInfo).port })) as [
      { port: number },
      { port: number },
    ];
    try {
      const haproxy = await startHaproxy(await freePort(), ports);
      const answer = await fetch(`${haproxy.url}/api/ready`);
      const announced = /timeout=(\d+)/.exec(answer.headers.get('keep-alive') ?? '');
      expect(announced).not.toBeNull();
      expect(Number(announced![1])).toBeLessThan(haproxyIdleSeconds());
      await haproxy.stop();
    } finally {
      for (const b of backends) {
        b.closeAllConnections();
        await new Promise((resolve) => b.close(resolve));
      }
    }
  });
});

import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { rememberMatches } from './remember-matches';

/**
 * A router with a parameter route, a fixed route and a method-only route, its matches remembered, and after it a
 * second router that also matches `/api/later/:id`: @koa/router appends the second one's layers to ctx.matched.
 */
function testServer(): http.Server {
  const router = rememberMatches(new Router({ prefix: '/api' }));
  router.get('/jobs/:id', (ctx) => {
    ctx.body = { route: 'job', id: ctx.params.id };
  });
  router.get('/jobs/open', (ctx) => {
    ctx.body = { route: 'open' };
  });
  router.post('/jobs/:id', (ctx) => {
    ctx.body = { route: 'post', id: ctx.params.id };
  });
  router.get('/later/:id', (_ctx, next) => next());
  const later = new Router({ prefix: '/api' });
  later.get('/later/:id', (ctx) => {
    ctx.body = { matched: (ctx as { matched?: unknown[] }).matched?.length };
  });
  const app = new Koa();
  app.use(router.routes()).use(router.allowedMethods()).use(later.routes());
  return app.listen(0, '127.0.0.1');
}

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = testServer();
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string, method = 'GET') => {
  const res = await fetch(`${base}${path}`, { method });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
};

describe('rememberMatches', () => {
  it('answers a path asked again exactly as the first time, its parameters read from that path', async () => {
    const first = await get('/jobs/7');
    const again = await get('/jobs/7');
    expect(again).toEqual(first);
    expect(first.body).toMatchObject({ route: 'job', id: '7' });
    expect((await get('/jobs/8')).body).toMatchObject({ route: 'job', id: '8' });
  });

  it('keeps methods apart and still answers 405 and 404 as the router does', async () => {
    expect((await get('/jobs/7', 'POST')).body).toEqual({ route: 'post', id: '7' });
    expect((await get('/jobs/7', 'DELETE')).status).toBe(405);
    expect((await get('/nowhere')).status).toBe(404);
    expect((await get('/nowhere')).status).toBe(404);
  });

  it('hands each request its own list of matched layers (a shared one would grow with every request)', async () => {
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push((await get('/later/9')).body.matched);
    expect(counts).toEqual([2, 2, 2]);
  });
});

import { startTestApp, type TestApp } from '../../testing/test-app';

const token = 'metrics-token-0123456789';

describe('GET /api/ready', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('answers 200 when the database answers, and 503 while the instance drains', async () => {
    const ready = await fetch(`${app.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    app.deps.readiness.draining = true;
    try {
      const draining = await fetch(`${app.url}/api/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ status: 'unavailable', failing: ['draining'] });
      // Liveness is not readiness: a draining instance is still alive.
      expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    } finally {
      app.deps.readiness.draining = false;
    }
  });

  it('is off as metrics go: /api/metrics answers 404 without METRICS_TOKEN', async () => {
    expect((await fetch(`${app.url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
  });
});

describe('GET /api/ready with a Redis that does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1', METRICS_TOKEN: token });
  });
  afterAll(() => app.stop());

  it('answers 200, naming Redis as degraded: without it the limits count in memory', async () => {
    const res = await fetch(`${app.url}/api/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', degraded: ['redis'] });
  });

  it('answers the rate-limited contact form instead of 500, and counts the fallback in the metrics', async () => {
    const res = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Redis yokken bir soru.' }),
    });
    expect(res.status).toBe(200);
    const text = await (
      await fetch(`${app.url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` } })
    ).text();
    expect(text).toMatch(/^rate_limit_fallback 1$/m);
    expect(text).toMatch(/^rate_limit_fallback_total [1-9]\d*$/m);
    expect(text).toMatch(/^dependency_up\{dependency="redis"\} 0$/m);
    expect(text).toMatch(/^dependency_call_errors_total\{dependency="redis"\} [1-9]\d*$/m);
    expect(text).toMatch(/^readiness_ready 1$/m);
  });
});

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => app.stop());

  it('needs the bearer token', async () => {
    expect((await fetch(`${app.url}/api/metrics`)).status).toBe(401);
    const wrong = await fetch(`${app.url}/api/metrics`, { headers: { Authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
  });

  it('counts requests by route pattern and status, and shows the queue and the pool', async () => {
    await fetch(`${app.url}/api/public/services/ceviri-bu-adla-yok`);
    await fetch(`${app.url}/api/health`);
    const res = await fetch(`${app.url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/public\/services\/:slug",status="404"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).not.toContain('ceviri-bu-adla-yok');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health",status="200"\}/,
    );
    expect(text).toContain('# TYPE task_queue_tasks gauge');
    expect(text).toContain('# TYPE task_attempts_total counter');
    expect(text).toMatch(/db_pool_connections\{state="used"\} \d+/);
  });

  it('shows what an operator alerts on: in-flight requests, readiness, dependencies, queue age, build, releases', async () => {
    const text = await (
      await fetch(`${app.url}/api/metrics`, { headers: { Authorization: `Bearer ${token}` } })
    ).text();
    // the scrape itself is in flight
    expect(text).toMatch(/^http_requests_in_flight [1-9]\d*$/m);
    expect(text).toMatch(/^readiness_ready 1$/m);
    expect(text).toMatch(/^dependency_up\{dependency="database"\} 1$/m);
    expect(text).toMatch(/^dependency_call_duration_seconds_count\{dependency="database",outcome="ok"\} [1-9]\d*$/m);
    expect(text).toContain('# TYPE task_oldest_queued_age_seconds gauge');
    expect(text).toContain('# TYPE mail_send_duration_seconds histogram');
    expect(text).toMatch(/^app_build_info\{version="[^"]+",node="v\d+[^"]*"\} 1$/m);
    expect(text).toMatch(/^release_active_info\{remote="mfe-public",version="built-in"\} 1$/m);
  });
});

import { Readiness, type DependencyProbe } from './readiness';

/** A dependency whose answer the test sets, on a clock the test moves. */
function setUp(extra: DependencyProbe[] = []) {
  let now = 1_000_000;
  const database = { up: true };
  const changes: string[] = [];
  const readiness = new Readiness(
    [
      {
        name: 'database',
        critical: true,
        check: async () => {
          if (!database.up) throw new Error('connection refused');
        },
      },
      ...extra,
    ],
    {
      intervalMs: 1000,
      timeoutMs: 50,
      unreadyAfterMs: 10_000,
      now: () => now,
      onChange: (name, up) => changes.push(`${name} ${up ? 'up' : 'down'}`),
    },
  );
  return { readiness, database, changes, advance: (ms: number) => (now += ms) };
}

describe('readiness kept by the background monitor', () => {
  it('is not ready before the first probe, ready once the database has answered', async () => {
    const { readiness } = setUp();
    expect(readiness.report()).toEqual({ ready: false, failing: ['starting'], degraded: [] });
    await readiness.probeAll();
    expect(readiness.report()).toEqual({ ready: true, failing: [], degraded: [] });
  });

  it('stays ready through a short database failure and turns unready only after 10 s of failed probes', async () => {
    const { readiness, database, advance, changes } = setUp();
    await readiness.probeAll();
    database.up = false;
    for (let second = 0; second < 9; second += 1) {
      await readiness.probeAll();
      expect(readiness.report().ready).toBe(true);
      advance(1000);
    }
    expect(readiness.report()).toEqual({ ready: true, failing: [], degraded: ['database'] });
    advance(1000);
    await readiness.probeAll();
    expect(readiness.report()).toEqual({ ready: false, failing: ['database'], degraded: [] });
    database.up = true;
    await readiness.probeAll();
    expect(readiness.report().ready).toBe(true);
    expect(changes).toEqual(['database down', 'database up']); // once per change, not once per probe
  });

  it('counts a probe that does not answer within its timeout as failed', async () => {
    const { readiness } = setUp([{ name: 'redis', critical: false, check: () => new Promise(() => undefined) }]);
    await readiness.probeAll();
    expect(readiness.isUp('redis')).toBe(false);
  });

  it('never turns unready for Redis or the bucket, however long they fail: it reports them as degraded', async () => {
    const failing = async () => {
      throw new Error('down');
    };
    const { readiness, advance } = setUp([
      { name: 'redis', critical: false, check: failing },
      { name: 'bucket', critical: false, check: failing },
    ]);
    await readiness.probeAll();
    advance(60_000);
    await readiness.probeAll();
    expect(readiness.report()).toEqual({ ready: true, failing: [], degraded: ['redis', 'bucket'] });
  });

  it('says draining while the instance drains, whatever its dependencies', async () => {
    const { readiness } = setUp();
    await readiness.probeAll();
    readiness.draining = true;
    expect(readiness.report()).toEqual({ ready: false, failing: ['draining'], degraded: [] });
  });
});

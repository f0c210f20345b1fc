import { performance } from 'node:perf_hooks';
import { argon2id, argon2Verify } from 'hash-wasm';
import { closePasswordPool, hashPassword, passwordHashParams, verifyPassword } from './passwords';

/** One argon2id hash on this thread, as the API computed it before the pool: its duration is a whole blocked loop. */
async function hashHere(plain: string): Promise<{ hash: string; ms: number }> {
  const started = performance.now();
  const hash = await argon2id({
    ...passwordHashParams,
    password: plain,
    salt: new Uint8Array(16).fill(7),
    outputType: 'encoded',
  });
  return { hash, ms: performance.now() - started };
}

afterAll(closePasswordPool);

describe('password hashing pool', () => {
  it('verifies hashes made on the event loop before the pool, and its hashes verify with the same library', async () => {
    const { hash: older } = await hashHere('Eski-parola-1');
    expect(await verifyPassword(older, 'Eski-parola-1')).toBe(true);
    expect(await verifyPassword(older, 'Yanlis-parola-1')).toBe(false);

    const pooled = await hashPassword('Yeni-parola-1');
    expect(pooled).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await argon2Verify({ password: 'Yeni-parola-1', hash: pooled })).toBe(true);
  });

  it('answers false for a string that is not a hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('keeps the event loop idle during 20 concurrent hashes: the work happens on the pool threads', async () => {
    await hashPassword('warm-up'); // the first call starts a thread and compiles the WebAssembly there

    // Event-loop utilisation is the share of wall time this thread spent running code rather than waiting. It does
    // not depend on how busy the machine is: a loop that waits for other threads stays idle however slow they are,
    // and a loop that hashes itself is busy for the whole hash.
    const inlineStart = performance.eventLoopUtilization();
    await hashHere('inline');
    const inline = performance.eventLoopUtilization(inlineStart).utilization;

    const pooledStart = performance.eventLoopUtilization();
    const hashes = await Promise.all(Array.from({ length: 20 }, (_, i) => hashPassword(`burst-${i}`)));
    const pooled = performance.eventLoopUtilization(pooledStart).utilization;

    expect(new Set(hashes).size).toBe(20);
    expect(inline).toBeGreaterThan(0.9);
    expect(pooled).toBeLessThan(0.3);
  });
});

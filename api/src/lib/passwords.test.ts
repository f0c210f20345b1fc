import { performance } from 'node:perf_hooks';
import { argon2id, argon2Verify } from 'hash-wasm';
import { closePasswordPool, hashPassword, passwordHashParams, passwordPoolStats, verifyPassword } from './passwords';

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

  it('computes 20 concurrent hashes on the pool threads, not on the event loop', async () => {
    await hashPassword('warm-up'); // the first call starts a thread and compiles the WebAssembly there
    // Counted rather than timed: a loop's stall or utilisation depends on everything else the test process runs.
    const before = passwordPoolStats().completed;
    const hashes = await Promise.all(Array.from({ length: 20 }, (_, i) => hashPassword(`burst-${i}`)));

    expect(new Set(hashes).size).toBe(20);
    expect(passwordPoolStats().completed - before).toBe(20);
    expect(passwordPoolStats().threads).toBeGreaterThan(0);
  });
});

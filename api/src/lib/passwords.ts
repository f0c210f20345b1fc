import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/**
 * argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane. Computed in WebAssembly (hash-wasm) rather than by a
 * native addon: the prebuilt `argon2` binary crashed the process on a fresh install here, and WebAssembly needs
 * no compiler or platform build. The output is the standard PHC string ($argon2id$v=19$m=19456,t=2,p=1$…), so
 * hashes written before the pool existed verify unchanged.
 */
export const passwordHashParams = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

let pool: Piscina | undefined;

/**
 * The hashing threads (password-worker.mjs), one per core, started on first use: a burst of sign-ups waits in the
 * pool's queue instead of holding the event loop that every other request needs. Idle threads end after a minute.
 */
function hashingPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./password-worker.mjs', import.meta.url).href,
    maxThreads: Math.max(1, availableParallelism()),
    minThreads: 0,
    idleTimeout: 60_000,
    // plain JavaScript: none of the parent's loader flags (tsx, jest's VM modules) are needed there
    execArgv: [],
  });
  return pool;
}

export function hashPassword(plain: string): Promise<string> {
  return hashingPool().run({ op: 'hash', password: plain, salt: randomBytes(16), params: passwordHashParams });
}

export function verifyPassword(hash: string, plain: string): Promise<boolean> {
  return hashingPool().run({ op: 'verify', password: plain, hash });
}

/** Verified against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, plain);
}

/** How many hashes and checks the pool's threads have finished, and how many threads run (tests, metrics). */
export function passwordPoolStats(): { completed: number; threads: number } {
  return { completed: pool?.completed ?? 0, threads: pool?.threads.length ?? 0 };
}

/** Ends the hashing threads (graceful shutdown, tests); the next hash starts the pool again. */
export async function closePasswordPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

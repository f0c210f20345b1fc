import { randomBytes } from 'node:crypto';
import { argon2Verify, argon2id } from 'hash-wasm';

/**
 * argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane. Computed in WebAssembly (hash-wasm) rather than by a
 * native addon: the prebuilt `argon2` binary crashed the process on a fresh install here, and WebAssembly needs
 * no compiler or platform build. The output is the standard PHC string ($argon2id$v=19$m=19456,t=2,p=1$…).
 */
const params = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2id({ ...params, password: plain, salt: randomBytes(16), outputType: 'encoded' });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2Verify({ password: plain, hash });
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, plain);
}

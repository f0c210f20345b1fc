// One argon2id hash or check per call, run by the pool in passwords.ts on a worker thread: a hash is ~14 ms of CPU
// that would otherwise hold the API's event loop. Plain ESM JavaScript so the thread starts without a TypeScript
// loader (under tsx, jest and the compiled build alike).
import { argon2Verify, argon2id } from 'hash-wasm';

/** @param {{ op: 'hash', password: string, salt: Uint8Array, params: object } | { op: 'verify', password: string, hash: string }} task */
export default async function run(task) {
  if (task.op === 'hash') {
    return argon2id({ ...task.params, password: task.password, salt: task.salt, outputType: 'encoded' });
  }
  try {
    return await argon2Verify({ password: task.password, hash: task.hash });
  } catch {
    return false;
  }
}

import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName } from 'shared-ui/contracts';
import { versionSkewGuard } from './version-skew';

interface RegistryFile {
  remotes: { name: string; entry: string }[];
}

/** Spec 2.2: a lazily loaded screen that has not arrived after 120 s counts as failed. */
export const REMOTE_TIMEOUT_MS = 120_000;

let registered: Promise<void> | undefined;

/** Reads /mf-remotes.json once and registers every remote: where a remote lives is decided at run time. */
function ensureRegistered(): Promise<void> {
  registered ??= fetch('/mf-remotes.json', { cache: 'no-cache' })
    .then((res) => {
      if (!res.ok) throw new Error(`mf-remotes.json: ${res.status}`);
      return res.json() as Promise<RegistryFile>;
    })
    .then((file) => {
      registerPlugins([versionSkewGuard()]);
      registerRemotes(file.remotes.map((r) => ({ name: r.name, entry: r.entry })));
    })
    .catch((err: unknown) => {
      registered = undefined; // a retry reads the file again
      throw err;
    });
  return registered;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('remote load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** Loads `<remote>/app`, each remote's one exposed module. */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  const load = async () => {
    await ensureRegistered();
    const mod = await loadRemote<{ default: ComponentType }>(`${name}/app`);
    if (!mod?.default) throw new Error(`${name}/app has no default export`);
    return mod.default;
  };
  return withTimeout(load(), REMOTE_TIMEOUT_MS);
}

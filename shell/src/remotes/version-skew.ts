import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A shared module of a remote's manifest (mf-manifest.json `shared`). */
interface ManifestShared {
  name: string;
  requiredVersion?: string;
  singleton?: boolean;
}

/** What the shell provides, by module name (the federation runtime's `options.shared`). */
type ProvidedShares = Record<string, { version?: string }[] | undefined>;

/** A remote built against a React, router or shared-ui range this shell does not provide. */
export class RemoteSkewError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: string[],
  ) {
    super(`${remote} needs ${problems.join(', ')}`);
    this.name = 'RemoteSkewError';
  }
}

/**
 * Whether a version is in a range. A remote built from the same lockfile as the shell requires `^` and the shell's
 * own version, which needs no parsing: the federation runtime's `satisfy` builds its regular expressions on every
 * call, 100–200 ms of a panel's start at 4× CPU for the remote's dozen shared modules.
 */
function satisfies(version: string, range: string): boolean {
  return range === `^${version}` || satisfy(version, range);
}

/**
 * The shared modules a remote requires in a range the shell's copy does not satisfy, as `name range (shell has
 * version)`. A module the shell does not provide is the remote's own business (it brings its own copy).
 */
export function sharedSkew(required: ManifestShared[], provided: ProvidedShares): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of required) {
    const version = provided[name]?.[0]?.version;
    if (!version || !requiredVersion || requiredVersion === '*') continue;
    if (!satisfies(version, requiredVersion)) problems.push(`${name} ${requiredVersion} (shell has ${version})`);
  }
  return problems;
}

/**
 * Refuses a remote before any of its code runs when its manifest requires a shared singleton version the shell
 * does not provide: the outlet then shows "this section could not be loaded" with a reload, never a white
 * screen from two Reacts or a shared-ui whose exports moved.
 */
export function versionSkewGuard(): ModuleFederationRuntimePlugin {
  return {
    name: 'version-skew-guard',
    loadRemoteSnapshot(args) {
      const manifest = args.manifestJson as { shared?: ManifestShared[] } | undefined;
      const problems = sharedSkew(manifest?.shared ?? [], args.options.shared as ProvidedShares);
      if (problems.length > 0) throw new RemoteSkewError(args.moduleInfo.name, problems);
      return args;
    },
  };
}

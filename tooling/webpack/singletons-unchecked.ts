import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A runtime plugin of every build (create-config.cjs, `runtimePlugins`): a shared singleton is handed over without
 * the federation runtime checking its version against the consumer's range on each import. That check parses the
 * range with semver on every shared import (react, react-dom/client, shared-ui, …): 100–170 ms of a phone's start
 * at 4× CPU, for a warning at most, since a singleton is used whatever its version. Ranges are still checked once
 * per remote, before any of its code runs, by the shell's version-skew guard (shell/src/remotes/version-skew.ts),
 * which refuses a remote the shell's copies do not satisfy.
 */
export default function singletonsUnchecked(): ModuleFederationRuntimePlugin {
  return {
    name: 'singletons-unchecked',
    resolveShare(args) {
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (!args.shareInfo.shareConfig?.singleton || !shared) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}

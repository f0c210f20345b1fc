import type { ComponentType } from 'react';
import { App as PublicApp } from 'mfe-public/server';
import type { RemoteName } from 'shared-ui/contracts';

/**
 * The server bundle's stand-in for shell/src/remotes/registry.ts (swapped in by ssr/webpack.config.cjs): the public
 * remote is compiled in, not fetched through Module Federation. Only the public remote's pages are rendered on the
 * server; the panels and the payment page render in the browser.
 */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  if (name !== 'mfe_public') throw new Error(`${name} is not rendered on the server`);
  return PublicApp;
}

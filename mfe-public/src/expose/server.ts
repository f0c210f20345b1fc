/**
 * What the server bundle (ssr/) takes of the public remote, declared as this package's `./server` export: the module
 * the remote exposes to the shell (./app.tsx), compiled in rather than fetched, and its stylesheets. Nothing here is
 * part of the browser's build.
 */
export { default as App } from './app';

/**
 * Evaluates every stylesheet of the public remote, so a page drawn on the server carries the styles of the screens
 * it does not draw too: the browser builds leave out what a drawn page carries (tooling/webpack/insert-style.cjs).
 */
export function loadPublicStylesheets(): void {
  const folder = require.context('..', true, /\.css$/);
  for (const key of folder.keys()) folder(key);
}

/**
 * Evaluates every stylesheet of shared-ui, for the server bundle (ssr/), which draws a page with the styles of every
 * component in its HTML: the browser builds leave out what a drawn page carries (tooling/webpack/insert-style.cjs).
 * webpack resolves the folder at build time; the browser builds never import this file.
 */
export function loadSharedStylesheets(): void {
  const folder = require.context('.', true, /\.css$/);
  for (const key of folder.keys()) folder(key);
}

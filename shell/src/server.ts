/**
 * What the server bundle (ssr/) takes of the shell, declared as this package's `./server` export: the providers and
 * the layout the browser hydrates (app/app.tsx), the shell's texts and its stylesheets. Nothing here is part of the
 * browser's build.
 */
export { AppProviders, Site } from './app/app';
export { registerShellTexts } from './config/texts';
export { SessionUnknown } from './layout/header/session-unknown';

/**
 * Evaluates every stylesheet of the shell, so a page drawn on the server carries the styles of a part it does not
 * draw too (a lazily loaded widget): the browser builds leave out what a drawn page carries
 * (tooling/webpack/insert-style.cjs). webpack resolves the folder at build time.
 */
export function loadShellStylesheets(): void {
  const folder = require.context('.', true, /\.css$/);
  for (const key of folder.keys()) folder(key);
}

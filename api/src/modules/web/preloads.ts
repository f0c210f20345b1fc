import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { panelPageFor, publicPageData, publicPageFor, remoteRouteFor, type RemoteName } from 'shared-ui/contracts';
import type { Env } from '../../config/env';
import type { PageLanguage } from './index-page';
import { remotePackages } from './remotes';

interface ManifestAssets {
  js?: { sync?: string[] };
}
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: ManifestAssets }[];
}
interface ShellPreloads {
  js?: string[];
}
/** Written by the remote's build (tooling/webpack/screen-chunks-plugin.cjs): each lazy screen's JS files. */
type ScreenChunks = Record<string, string[]>;

/** What the page being sent shows first: the remote and screen that draw it, that screen's data, and its LCP image. */
export interface FirstScreen {
  /** The remote that draws the page (shared-ui/src/contracts/remote-routes.ts). */
  remote: RemoteName;
  screen: string | null;
  data: string | null;
  image: string | null;
  /**
   * The remote that draws the page is the build that came with the server: no REMOTE_*_URL and no stored release
   * chosen by the admin. Only then are its files preloaded (a release elsewhere may change at any time) and, for the
   * public remote, its pages drawn on the server.
   */
  builtIn: boolean;
}

/**
 * The remote and screen that answer a path and the API answer it asks for first. A public page's come from the
 * public pages table (shared-ui/src/contracts/public-pages.ts; the data's URL is the one its `apiRequest` asks, or the
 * browser would not reuse the preload); a panel's and the payment page's screen from the panel pages table
 * (panel-pages.ts), without data: those calls carry the session's token, which a `<link rel="preload">` cannot send.
 * The panels' screens are preloaded though the server cannot tell whether the visitor has a session: a visitor
 * without one, whom the shell sends to /login, fetches a few cached files for nothing, and the people who work in
 * the panels all day get their screen a chain of round trips sooner. The settings page gets no screen preload: it is
 * the public remote's, whose screen chunks for a page that is not shown would compete with the sign-in page's.
 */
export function firstScreenOf(pagePath: string, lang: PageLanguage): Omit<FirstScreen, 'image'> {
  const route = remoteRouteFor(pagePath); // where the shell mounts it
  const { remote } = route;
  if (remote !== 'mfe_public') {
    const panel = panelPageFor(pagePath)?.page;
    return { remote, screen: panel?.remote === remote ? panel.screen : null, data: null, builtIn: true };
  }
  const match = route.auth ? null : publicPageFor(pagePath);
  if (!match) return { remote, screen: null, data: null, builtIn: true };
  const { page, params } = match;
  return {
    remote,
    screen: page.screen,
    data: page.data ? `/api${publicPageData[page.data](params, lang)}` : null,
    builtIn: true,
  };
}

const link = (href: string, as: 'script' | 'fetch', priority = '') =>
  as === 'fetch'
    ? `<link rel="preload" href="${href}" as="fetch"${priority} crossorigin>`
    : `<link rel="preload" href="${href}" as="script"${priority}>`;

/** The page's preloads: the code that draws or takes over the first screen (with its data), and its image. */
export interface Preloads {
  code: string[];
  image: string | null;
}

function readJson<T>(file: string): T | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** A remote's package folder: `mfe_customer` is built into mfe-customer/dist and served under /remotes/mfe-customer/. */
export function remotePackage(remote: RemoteName): string {
  return remote.replace('_', '-');
}

export function remoteManifest(env: Env, remote: RemoteName): string {
  return path.join(env.WEB_ROOT, remotePackage(remote), 'dist', 'mf-manifest.json');
}

export function remoteScreenChunks(env: Env, remote: RemoteName): string {
  return path.join(env.WEB_ROOT, remotePackage(remote), 'dist', 'screen-chunks.json');
}

/**
 * What the first screen needs, announced in index.html so the browser fetches it in parallel with the shell's
 * entry instead of discovering it one round trip at a time: the remote registry, the shell's start-up chunks
 * (shell/dist/preload.json, written by the build), the entry of the remote that draws the page with its `./app`
 * chunks (from its mf-manifest.json), the chunks of the screen that answers this path (screen-chunks.json) and the
 * API answer that screen shows. Only a remote's build that came with the server is preloaded, and only on its pages:
 * a configured one may change at any time. The first screen's image (the home page's first slide) is preloaded at
 * high priority: it is the page's largest paint.
 */
export function firstScreenPreloads(env: Env, first: FirstScreen): Preloads {
  // The shell's entry comes first and at high priority: it holds the federation runtime that starts everything
  // else, and a deferred script is otherwise fetched at low priority, behind the chunks it is about to ask for.
  const code = [
    '<link rel="preload" href="/main.js" as="script" fetchpriority="high">',
    link('/mf-remotes.json', 'fetch'),
  ];
  if (first.data) code.push(link(escapeAttribute(first.data), 'fetch'));
  const shell = readJson<ShellPreloads>(path.join(env.WEB_ROOT, 'shell', 'dist', 'preload.json'));
  for (const file of shell?.js ?? []) code.push(link(`/${file}`, 'script'));
  if (first.builtIn) code.push(...remotePreloads(env, first.remote, first.screen));
  const image = first.image
    ? `<link rel="preload" href="${escapeAttribute(first.image)}" as="image" fetchpriority="high">`
    : null;
  return { code, image };
}

function remotePreloads(env: Env, remote: RemoteName, screen: string | null): string[] {
  const links: string[] = [];
  const served = remotePackages.find((r) => r.name === remote);
  if (!served || env[served.envKey]) return links; // served from elsewhere
  const base = `/remotes/${remotePackage(remote)}/`;
  // A panel's files come at low priority: behind the shell's entry, which starts everything, and not counted as
  // holding up the first paint (the splash, painted from the HTML alone). At their default (high) priority a panel's
  // first contentful paint came 0.5-1 s later in Lighthouse, which counts every high-priority script fetched before
  // it as blocking it.
  const priority = remote === 'mfe_public' ? '' : ' fetchpriority="low"';
  const add = (file: string, as: 'script' | 'fetch') => links.push(link(`${base}${file}`, as, priority));
  const manifest = readJson<RemoteManifest>(remoteManifest(env, remote));
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  add('mf-manifest.json', 'fetch');
  add(`${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`, 'script');
  const app = manifest.exposes?.find((e) => e.path === './app');
  for (const file of app?.assets?.js?.sync ?? []) add(file, 'script');
  const screens = screen ? readJson<ScreenChunks>(remoteScreenChunks(env, remote)) : null;
  for (const file of (screen && screens?.[screen]) || []) add(file, 'script');
  return links;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

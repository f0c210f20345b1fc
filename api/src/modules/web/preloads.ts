import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicPageData, publicPageFor, remoteRouteFor } from 'shared-ui/contracts';
import type { Env } from '../../config/env';
import type { PageLanguage } from './index-page';

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

/** What the page being sent shows first: its screen of the public remote, that screen's data, and its LCP image. */
export interface FirstScreen {
  screen: string | null;
  data: string | null;
  image: string | null;
  /**
   * The page is drawn by the public remote as built with the server: not a panel or the payment page (another remote
   * draws those) and no stored release of the public remote chosen by the admin. Otherwise its files would be
   * downloaded for nothing.
   */
  publicRemote: boolean;
}

/**
 * The screen of the public remote that answers a path and the API answer it asks for first, from the public pages
 * table (shared-ui/src/contracts/public-pages.ts; the data's URL is the one its `apiRequest` asks, or the browser
 * would not reuse the preload). A page behind the sign-in gets no screen preload: the server cannot tell whether the
 * visitor has a session, and without one the shell sends them to /login.
 */
export function firstScreenOf(pagePath: string, lang: PageLanguage): Omit<FirstScreen, 'image'> {
  const route = remoteRouteFor(pagePath); // where the shell mounts it
  const publicRemote = route.remote === 'mfe_public';
  const match = publicRemote && !route.auth ? publicPageFor(pagePath) : null;
  if (!match) return { screen: null, data: null, publicRemote };
  const { page, params } = match;
  return {
    screen: page.screen,
    data: page.data ? `/api${publicPageData[page.data](params, lang)}` : null,
    publicRemote,
  };
}

const link = (href: string, as: 'script' | 'fetch') =>
  as === 'fetch'
    ? `<link rel="preload" href="${href}" as="fetch" crossorigin>`
    : `<link rel="preload" href="${href}" as="script">`;

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

export function publicManifest(env: Env): string {
  return path.join(env.WEB_ROOT, 'mfe-public', 'dist', 'mf-manifest.json');
}

export function publicScreenChunks(env: Env): string {
  return path.join(env.WEB_ROOT, 'mfe-public', 'dist', 'screen-chunks.json');
}

/**
 * What the first screen needs, announced in index.html so the browser fetches it in parallel with the shell's
 * entry instead of discovering it one round trip at a time: the remote registry, the shell's start-up chunks
 * (shell/dist/preload.json, written by the build), the public remote's entry with its `./app` chunks (from its
 * mf-manifest.json), the chunks of the screen that answers this path (screen-chunks.json) and the API answer that
 * screen shows. Only the build of the public remote that came with the server is preloaded, and only on its pages:
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
  if (!env.REMOTE_PUBLIC_URL && first.publicRemote) code.push(...publicRemotePreloads(env, first.screen));
  const image = first.image
    ? `<link rel="preload" href="${escapeAttribute(first.image)}" as="image" fetchpriority="high">`
    : null;
  return { code, image };
}

function publicRemotePreloads(env: Env, screen: string | null): string[] {
  const links: string[] = [];
  const base = '/remotes/mfe-public/';
  const manifest = readJson<RemoteManifest>(publicManifest(env));
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  links.push(link(`${base}mf-manifest.json`, 'fetch'));
  links.push(link(`${base}${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`, 'script'));
  const app = manifest.exposes?.find((e) => e.path === './app');
  for (const file of app?.assets?.js?.sync ?? []) links.push(link(`${base}${file}`, 'script'));
  const screens = screen ? readJson<ScreenChunks>(publicScreenChunks(env)) : null;
  for (const file of (screen && screens?.[screen]) || []) links.push(link(`${base}${file}`, 'script'));
  return links;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

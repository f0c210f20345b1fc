import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env';

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

const link = (href: string, as: 'script' | 'fetch') =>
  as === 'fetch'
    ? `<link rel="preload" href="${href}" as="fetch" crossorigin>`
    : `<link rel="preload" href="${href}" as="script">`;

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

/**
 * What the first screen needs, announced in index.html so the browser fetches it in parallel with the shell's
 * entry instead of discovering it one round trip at a time: the remote registry, the shell's start-up chunks
 * (shell/dist/preload.json, written by the build) and the public remote's entry with its `./app` chunks (from its
 * mf-manifest.json). Only a remote served from this origin is preloaded: a configured one may change at any time.
 */
export function firstScreenPreloads(env: Env): string[] {
  // The shell's entry first and at high priority: it holds the federation runtime that starts everything else, and a
  // deferred script is otherwise fetched at low priority, behind the chunks it is about to ask for (issue 9).
  const links = [
    '<link rel="preload" href="/main.js" as="script" fetchpriority="high">',
    link('/mf-remotes.json', 'fetch'),
  ];
  const shell = readJson<ShellPreloads>(path.join(env.WEB_ROOT, 'shell', 'dist', 'preload.json'));
  for (const file of shell?.js ?? []) links.push(link(`/${file}`, 'script'));
  if (env.REMOTE_PUBLIC_URL) return links;

  const base = '/remotes/mfe-public/';
  const manifest = readJson<RemoteManifest>(publicManifest(env));
  if (!manifest) return links;
  const entry = manifest.metaData?.remoteEntry;
  links.push(link(`${base}mf-manifest.json`, 'fetch'));
  links.push(link(`${base}${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`, 'script'));
  const app = manifest.exposes?.find((e) => e.path === './app');
  for (const file of app?.assets?.js?.sync ?? []) links.push(link(`${base}${file}`, 'script'));
  return links;
}

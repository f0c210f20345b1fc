import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Env } from '../../config/env';
import { firstScreenPreloads, publicManifest, publicScreenChunks, type FirstScreen } from './preloads';

export type PageLanguage = 'tr' | 'en';

export interface IndexVariant extends FirstScreen {
  /** The static splash (spec 2.3) is in the page: the first page load of a browser session. */
  splash: boolean;
  lang: PageLanguage;
}

/** How the office is reached, from the admin's site settings (they override the environment). */
export interface SiteContact {
  whatsappNumber: string;
  siteEmail: string;
  contactPhone: string;
}

/** One rendering of the shell's index.html, with its compressed forms made once, not per request. */
export interface RenderedIndex {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const MAX_VARIANTS = 200;

/** The static splash block of shell/src/index.html sits between these two comments. */
const SPLASH_BLOCKS = /<!--splash-->[\s\S]*?<!--\/splash-->/g;

/**
 * The shell's index.html as served: the run-time configuration, `<link rel="preload">` for what the first screen
 * needs (the page's own screen and image among them), the page language (for the splash's message) and the splash
 * block only when wanted. Each variant is rendered and compressed once per build of the shell and per site-settings
 * contact.
 */
export function indexPage(env: Env): (variant: IndexVariant, contact: SiteContact) => RenderedIndex | null {
  const file = path.join(env.WEB_ROOT, 'shell', 'dist', 'index.html');
  // a rebuild of the shell or of the public remote changes what is preloaded
  const inputs = [
    file,
    path.join(env.WEB_ROOT, 'shell', 'dist', 'preload.json'),
    publicManifest(env),
    publicScreenChunks(env),
  ];
  let cache: { stamp: string; variants: Map<string, RenderedIndex> } | undefined;

  return function render(variant, contact) {
    const config = JSON.stringify({
      siteName: env.SITE_NAME,
      whatsappNumber: contact.whatsappNumber,
      analyticsId: env.ANALYTICS_ID ?? null,
      siteEmail: contact.siteEmail,
      contactPhone: contact.contactPhone,
    }).replace(/'/g, '&#39;');
    if (!existsSync(file)) return null;
    const stamp = inputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)).join(':');
    if (cache?.stamp !== stamp) cache = { stamp, variants: new Map() };
    const key = `${variant.lang}:${variant.splash}:${variant.screen}:${variant.data}:${variant.image}:${variant.publicRemote}:${config}`;
    const cached = cache.variants.get(key);
    if (cached) return cached;

    const head = [`<meta name="app-config" content='${config}'>`, ...firstScreenPreloads(env, variant)].join('');
    let html = readFileSync(file, 'utf8')
      .replace('<head>', `<head>${head}`)
      .replace(/<html lang="[a-z]+">/, `<html lang="${variant.lang}">`)
      .replace(/(<p class="splash-name">)[^<]*(<\/p>)/, `$1${escapeHtml(env.SITE_NAME)}$2`);
    if (!variant.splash) html = html.replace(SPLASH_BLOCKS, '');
    const identity = Buffer.from(html);
    const rendered = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
    if (cache.variants.size >= MAX_VARIANTS) cache.variants.clear(); // a new slide image each edit adds a variant
    cache.variants.set(key, rendered);
    return rendered;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

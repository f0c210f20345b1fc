import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_SCREEN_DATA_ID } from 'shared-ui/contracts';
import type { Env } from '../../config/env';
import type { RenderedFirstScreen } from './first-screen';
import { firstScreenPreloads, remoteManifest, remoteScreenChunks, type FirstScreen } from './preloads';
import { remotePackages } from './remotes';

export type PageLanguage = 'tr' | 'en';

export interface IndexVariant extends FirstScreen {
  /** The static splash (spec 2.3) is in the page: the first page load of a browser session. */
  splash: boolean;
  lang: PageLanguage;
  /** The first screen drawn on the server (first-screen.ts), written into #root; null: the browser draws it. */
  rendered: RenderedFirstScreen | null;
}

/** How the office is reached, from the admin's site settings (they override the environment). */
export interface SiteContact {
  whatsappNumber: string;
  siteEmail: string;
  contactPhone: string;
  officeAddress: string;
}

/** The run-time settings of the front ends (shared-ui's AppConfig), written into the page as <meta name="app-config">. */
export interface PageConfig {
  siteName: string;
  whatsappNumber: string;
  analyticsId: string | null;
  siteEmail: string;
  contactPhone: string;
  officeAddress: string;
}

export function pageConfig(env: Env, contact: SiteContact): PageConfig {
  return {
    siteName: env.SITE_NAME,
    whatsappNumber: contact.whatsappNumber,
    analyticsId: env.ANALYTICS_ID ?? null,
    siteEmail: contact.siteEmail,
    contactPhone: contact.contactPhone,
    officeAddress: contact.officeAddress,
  };
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
  // a rebuild of the shell or of a remote changes what is preloaded
  const inputs = [
    file,
    path.join(env.WEB_ROOT, 'shell', 'dist', 'preload.json'),
    ...remotePackages.flatMap(({ name }) => [remoteManifest(env, name), remoteScreenChunks(env, name)]),
  ];
  let cache: { stamp: string; variants: Map<string, RenderedIndex> } | undefined;

  return function render(variant, contact) {
    // the attribute is quoted with ': free text from Site ayarları (an address "Ada & Co.") must not end or decode it
    const config = JSON.stringify(pageConfig(env, contact)).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    if (!existsSync(file)) return null;
    const stamp = inputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)).join(':');
    if (cache?.stamp !== stamp) cache = { stamp, variants: new Map() };
    const key = `${variant.lang}:${variant.splash}:${variant.screen}:${variant.data}:${variant.image}:${variant.remote}:${variant.builtIn}:${config}:${variant.rendered?.key}`;
    const cached = cache.variants.get(key);
    if (cached) return cached;

    const preloads = firstScreenPreloads(env, variant);
    const image = preloads.image ? [preloads.image] : [];
    // last: the scripts that render the image take longer to come than the image itself
    const announced = variant.rendered ? image : [...preloads.code, ...image];
    const head = [`<meta name="app-config" content='${config}'>`, ...announced].join('');
    let html = readFileSync(file, 'utf8')
      .replace('<head>', `<head>${head}`)
      .replace(/<html lang="[a-z]+">/, `<html lang="${variant.lang}">`)
      .replace(/(<p class="splash-name">)[^<]*(<\/p>)/, `$1${escapeHtml(env.SITE_NAME)}$2`);
    if (!variant.splash) html = html.replace(SPLASH_BLOCKS, '');
    if (variant.rendered) html = withFirstScreen(html, variant.lang, variant.rendered, preloads.code);
    const identity = Buffer.from(html);
    const rendered = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
    if (cache.variants.size >= MAX_VARIANTS) cache.variants.clear(); // a new slide image each edit adds a variant
    cache.variants.set(key, rendered);
    return rendered;
  };
}

/** The shell's entry as html-webpack-plugin writes it into index.html. */
const SHELL_ENTRY = '<script defer="defer" src="/main.js"></script>';

/**
 * The server-drawn first screen in #root, its stylesheet in the head (the scripts bring the same rules again) and
 * what the browser needs to take it over (shell/src/first-screen.ts): its language and the data it showed.
 * The scripts that take it over start after its first paint (shell/public/start-after-paint.js adds the preloads
 * kept in a <template> and then the shell's entry), so the text and the image have the connection and the main
 * thread to themselves until they are on the screen.
 */
function withFirstScreen(html: string, lang: PageLanguage, rendered: RenderedFirstScreen, code: string[]): string {
  const taken = { lang, data: rendered.data, ...(rendered.frame ? { frame: true } : {}) };
  const data = JSON.stringify(taken).replace(/</g, '\\u003c');
  const afterPaint = `<template id="after-first-paint">${code.join('')}</template>`;
  return html
    .replace(SHELL_ENTRY, '<script defer src="/start-after-paint.js"></script>')
    .replace('</head>', () => `<style id="first-screen-styles">${rendered.css}</style>${afterPaint}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${data}</script>`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

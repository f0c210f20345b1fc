import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  panelPageFor,
  publicPageData,
  publicPageFor,
  type PublicPageDataName,
  type PublicPageMatch,
} from 'shared-ui/contracts';
import type { Env } from '../../config/env';
import type { AppDeps } from '../../deps';
import { pagesService } from '../content/pages/service';
import { servicesService } from '../content/services/service';
import { slidersService } from '../content/sliders/service';
import type { PageConfig, PageLanguage } from './index-page';
import type { FirstScreen } from './preloads';

/** ssr/src/render-page.tsx, built by scripts/build-frontends.mjs into ssr/dist/render-page.cjs. */
interface ServerBundle {
  renderFirstScreen(request: {
    url: string;
    lang: PageLanguage;
    splash: boolean;
    config: PageConfig;
    data: Record<string, unknown>;
  }): Promise<{ html: string; css: string }>;
  /** ssr/src/render-panel-frame.tsx; absent from a bundle built before the panels had frames. */
  hasPanelFrame?(screen: string): boolean;
  renderPanelFrame?(request: {
    url: string;
    lang: PageLanguage;
    splash: boolean;
    config: PageConfig;
    screen: string;
  }): Promise<{ html: string; css: string }>;
}

/** A page's first screen as the server drew it: the HTML for #root, its stylesheet and the data it showed. */
export interface RenderedFirstScreen {
  /** Names this rendering (page, language, splash, settings, content version, build) for index-page's cache. */
  key: string;
  html: string;
  css: string;
  data: Record<string, unknown>;
  /**
   * Only a panel's frame (its heading before its first answers, with nothing of the visitor's): the browser draws the
   * page afresh instead of taking this over, and shows it until the panel's screen is drawn (shell/src/bootstrap.tsx).
   */
  frame?: boolean;
}

type DataReader = (deps: AppDeps, params: Record<string, string>, lang: PageLanguage) => Promise<unknown>;

/**
 * Each API answer a drawn public screen shows first (`publicPageData` in shared-ui/src/contracts/public-pages.ts),
 * read as the API's handler for it reads it. Which pages are drawn, and with which answer, is the table's.
 */
const readers: Record<PublicPageDataName, DataReader> = {
  sliders: (deps) => slidersService(deps.db, deps.storage).listPublished(),
  service: (deps, params, lang) => servicesService(deps.db).publicBySlug(params.slug ?? '', lang),
  page: (deps, params, lang) => pagesService(deps.db).publicBySlug(params.slug ?? '', lang),
};

/** The drawn page's data, keyed by the SWR key its screen asks with (SWR keys are API paths without /api). */
async function screenData(deps: AppDeps, match: PublicPageMatch, lang: PageLanguage) {
  const { page, params } = match;
  if (!page.data) return {};
  return { [publicPageData[page.data](params, lang)]: await readers[page.data](deps, params, lang) };
}

/**
 * Draws the first screen of a public page into the HTML (LCP ≤ 2.0 s on a phone needs the page in the
 * HTML, not after 150 KB of scripts on Slow 4G). Kept in the content cache, so an admin's edit of the content draws
 * it again. A panel page gets its frame instead, where its screen has one (panelFrame). A page with a query string, of
 * a remote served from elsewhere or of a stored release, a page whose data is missing (an unknown service) or a
 * failed render goes out without it: the browser renders it as before.
 */
export function firstScreenRenderer(deps: AppDeps) {
  const bundle = serverBundle(deps.env);
  /** Drawn panel frames by page, language, splash, settings and build: a handful per panel page. */
  const frames = new Map<string, RenderedFirstScreen>();

  return async function render(request: {
    path: string;
    querystring: string;
    lang: PageLanguage;
    splash: boolean;
    first: FirstScreen;
    config: PageConfig;
  }): Promise<RenderedFirstScreen | null> {
    if (deps.env.FIRST_SCREEN !== 'server') return null;
    const server = bundle();
    if (!server || request.querystring || !request.first.builtIn) return null;
    if (request.first.remote !== 'mfe_public') {
      return panelFrame(server.module, server.stamp, frames, request).catch((err: unknown) => {
        deps.logger.warn({ err }, 'panel frame not rendered');
        return null;
      });
    }
    const match = publicPageFor(request.path);
    if (!match?.page.drawn) return null;

    const cacheKey = [
      'first-screen',
      server.stamp,
      request.lang,
      request.splash,
      request.path,
      JSON.stringify(request.config),
    ].join('|');
    const { entry, generation } = await deps.contentCache.lookup(cacheKey);
    const key = `${cacheKey}|${generation}`;
    if (entry) return { key, ...(JSON.parse(entry.body) as Omit<RenderedFirstScreen, 'key'>) };

    try {
      // as the browser receives them: dates become strings
      const data = JSON.parse(JSON.stringify(await screenData(deps, match, request.lang))) as Record<string, unknown>;
      const { html, css } = await server.module.renderFirstScreen({
        url: request.path,
        lang: request.lang,
        splash: request.splash,
        config: request.config,
        data,
      });
      deps.contentCache.store(cacheKey, generation, JSON.stringify({ html, css, data }));
      return { key, html, css, data };
    } catch (err) {
      if ((err as { status?: number }).status !== 404) deps.logger.warn({ err }, 'first screen not rendered');
      return null;
    }
  };
}

/**
 * A panel page's frame (ssr/src/render-panel-frame.tsx), for the panels whose screen has one: the same for every
 * visitor of that page, kept per build, language, splash and settings. The page's data needs the session, which
 * only the browser has.
 */
async function panelFrame(
  module: ServerBundle,
  stamp: string,
  frames: Map<string, RenderedFirstScreen>,
  request: { path: string; lang: PageLanguage; splash: boolean; first: FirstScreen; config: PageConfig },
): Promise<RenderedFirstScreen | null> {
  const screen = request.first.screen;
  if (!screen || !module.renderPanelFrame || !module.hasPanelFrame?.(screen) || !panelPageFor(request.path))
    return null;
  const key = ['panel-frame', stamp, request.lang, request.splash, request.path, JSON.stringify(request.config)].join(
    '|',
  );
  const cached = frames.get(key);
  if (cached) return cached;
  const { html, css } = await module.renderPanelFrame({
    url: request.path,
    lang: request.lang,
    splash: request.splash,
    config: request.config,
    screen,
  });
  if (frames.size >= MAX_FRAMES) frames.clear();
  const frame = { key, html, css, data: {}, frame: true };
  frames.set(key, frame);
  return frame;
}

const MAX_FRAMES = 200;

/** The server bundle, loaded again when a build replaces it; null until the front ends are built. */
function serverBundle(env: Env): () => { module: ServerBundle; stamp: string } | null {
  const file = path.join(env.WEB_ROOT, 'ssr', 'dist', 'render-page.cjs');
  const require = createRequire(import.meta.url);
  let loaded: { module: ServerBundle; stamp: string } | undefined;
  return () => {
    if (!existsSync(file)) return null;
    const stamp = String(statSync(file).mtimeMs);
    if (loaded?.stamp === stamp) return loaded;
    delete require.cache[file];
    loaded = { module: require(file) as ServerBundle, stamp };
    return loaded;
  };
}

import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { publicPageData, publicPageFor, type PublicPageDataName, type PublicPageMatch } from 'shared-ui/contracts';
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
}

/** A page's first screen as the server drew it: the HTML for #root, its stylesheet and the data it showed. */
export interface RenderedFirstScreen {
  /** Names this rendering (page, language, splash, settings, content version, build) for index-page's cache. */
  key: string;
  html: string;
  css: string;
  data: Record<string, unknown>;
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
 * it again. A page with a query string, of another remote or of a stored release of the public remote, a page whose
 * data is missing (an unknown service) or a failed render goes out without it: the browser renders it as before.
 */
export function firstScreenRenderer(deps: AppDeps) {
  const bundle = serverBundle(deps.env);

  return async function render(request: {
    path: string;
    querystring: string;
    lang: PageLanguage;
    splash: boolean;
    first: FirstScreen;
    config: PageConfig;
  }): Promise<RenderedFirstScreen | null> {
    if (deps.env.FIRST_SCREEN !== 'server') return null;
    const match = request.first.remote === 'mfe_public' && request.first.builtIn ? publicPageFor(request.path) : null;
    const server = bundle();
    if (!match?.page.drawn || !server || request.querystring) return null;

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

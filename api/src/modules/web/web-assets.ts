import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { indexPage, pageConfig } from './index-page';
import { firstScreenRenderer } from './first-screen';
import { firstSlideImage } from './first-slide';
import { firstScreenOf } from './preloads';
import { sendUpload } from './public-uploads';
import { remotePackages, remoteRegistry } from './remotes';
import { sendReleaseFile } from './release-files';
import { activeReleases } from '../releases/releases';

/** A content-hashed file never changes; koa-send may hand us its .br or .gz form. */
const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)(\.br|\.gz)?$/;
/** Written by shared-ui's storeLanguage, so the splash's message is in the visitor's language. */
const LANG_COOKIE = 'lang';

/** Set on the first page load of a browser session (no expiry: the browser drops it when it closes). */
export const SPLASH_COOKIE = 'splash_seen';
/**
 * Pages opened from an e-mail's verification link act on arrival (verify, then on to /login after 3 s): a 3-second
 * splash over them would hide the result.
 */
const pathsWithoutSplash = ['/verify-email', '/verify'];

/**
 * Serves the built front ends from one origin: /mf-remotes.json, /remotes/<name>/..., public uploads and the shell,
 * whose index.html answers every other GET so client-side routes survive a reload. Built files are sent in the
 * brotli or gzip form the build wrote beside them.
 */
export function webAssets(deps: AppDeps): Middleware<AppState> {
  const { env } = deps;
  const shellDist = path.join(env.WEB_ROOT, 'shell', 'dist');
  const renderIndex = indexPage(env);
  const renderFirstScreen = firstScreenRenderer(deps);

  return async function serveWeb(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();

    if (ctx.path === '/mf-remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.compress = true; // under the 1 KB threshold, but on every page's critical path
      ctx.body = remoteRegistry(env, await activeReleases(deps.db));
      return;
    }
    if (ctx.path.startsWith('/releases/') && (await sendReleaseFile(ctx, deps.releases))) return;
    const remote = /^\/remotes\/([a-z-]+)\/(.+)$/.exec(ctx.path);
    if (remote) {
      const pkg = remotePackages.find((r) => r.pkg === remote[1]);
      if (!pkg) return next();
      await sendFile(ctx, path.join(env.WEB_ROOT, pkg.pkg, 'dist'), remote[2] ?? '');
      return;
    }
    if (ctx.path.startsWith('/uploads/')) {
      await sendUpload(ctx, deps.storage, ctx.path.slice('/uploads/'.length));
      return;
    }
    const served = await sendFile(ctx, shellDist, ctx.path.slice(1) || 'index.html', { quiet: true });
    if (served) return;
    const splash = !ctx.cookies.get(SPLASH_COOKIE) && !pathsWithoutSplash.includes(ctx.path);
    // The admin's site settings override the environment's WhatsApp number, e-mail and phone, and give the office's
    // address (kept until they change).
    const site = await deps.siteSettings.read();
    const lang = ctx.cookies.get(LANG_COOKIE) === 'en' ? 'en' : 'tr';
    const first = firstScreenOf(ctx.path, lang);
    const image = first.screen === 'home-screen' ? await firstSlideImage(deps) : null;
    // drawn by the remote built with this server: not one served from elsewhere or a stored release
    const remotePackage = remotePackages.find((r) => r.name === first.remote);
    const builtIn = Boolean(
      remotePackage && !env[remotePackage.envKey] && !(await activeReleases(deps.db))[remotePackage.pkg],
    );
    const contact = {
      whatsappNumber: site.whatsapp_number,
      siteEmail: site.contact_email,
      contactPhone: site.contact_phone,
      officeAddress: site.legal_address,
    };
    const rendered = await renderFirstScreen({
      path: ctx.path,
      querystring: ctx.querystring,
      lang,
      splash,
      first: { ...first, image, builtIn },
      config: pageConfig(env, contact),
    });
    // the data the first screen showed comes inside the page: no request to preload
    const data = rendered ? null : first.data;
    const page = renderIndex({ splash, lang, ...first, data, image, builtIn, rendered }, contact);
    if (!page) return next();
    if (splash) ctx.cookies.set(SPLASH_COOKIE, '1', { httpOnly: true, sameSite: 'lax', overwrite: true });
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Cookie');
    ctx.vary('Accept-Encoding');
    ctx.type = 'html';
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = encoding === 'br' ? page.br : page.gzip;
    } else {
      ctx.body = page.identity;
    }
  };
}

/** koa-send refuses paths that leave `root`; a miss answers 404 unless `quiet`. */
async function sendFile(
  ctx: Parameters<Middleware<AppState>>[0],
  root: string,
  file: string,
  { quiet = false } = {},
): Promise<boolean> {
  if (file === 'index.html' && quiet) return false;
  try {
    const sent = await send(ctx, file, {
      root,
      index: false,
      brotli: true,
      gzip: true,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', hashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    return Boolean(sent);
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400 || status === 403) {
      if (quiet) return false;
      ctx.status = 404;
      ctx.body = 'Not found';
      return true;
    }
    throw err;
  }
}

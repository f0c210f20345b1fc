import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppDeps } from '../../deps';
import type { AppState } from '../../types';
import { readSiteSettings } from '../site-settings/site-settings';
import { sendUpload } from './public-uploads';
import { remotePackages, remoteRegistry } from './remotes';

const hashed = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

/**
 * Serves the built front ends from one origin: /mf-remotes.json, /remotes/<name>/..., public uploads and the shell,
 * whose index.html answers every other GET so client-side routes survive a reload.
 */
export function webAssets(deps: AppDeps): Middleware<AppState> {
  const { env } = deps;
  const shellDist = path.join(env.WEB_ROOT, 'shell', 'dist');
  let indexHtml: { mtime: number; html: string } | undefined;

  /** The admin's site settings override the environment's WhatsApp number and e-mail, so they are read per page. */
  async function configMeta(): Promise<string> {
    const site = await readSiteSettings(deps);
    const config = JSON.stringify({
      siteName: env.SITE_NAME,
      whatsappNumber: site.whatsapp_number,
      analyticsId: env.ANALYTICS_ID ?? null,
      siteEmail: site.contact_email,
      contactPhone: site.contact_phone,
    }).replace(/'/g, '&#39;');
    return `<meta name="app-config" content='${config}'>`;
  }

  async function renderIndex(): Promise<string | null> {
    const file = path.join(shellDist, 'index.html');
    if (!existsSync(file)) return null;
    const mtime = statSync(file).mtimeMs;
    if (indexHtml?.mtime !== mtime) indexHtml = { mtime, html: readFileSync(file, 'utf8') };
    return indexHtml.html.replace('<head>', `<head>${await configMeta()}`);
  }

  return async function serveWeb(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();

    if (ctx.path === '/mf-remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = remoteRegistry(env);
      return;
    }
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
    const html = await renderIndex();
    if (!html) return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = html;
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
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', hashed.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
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

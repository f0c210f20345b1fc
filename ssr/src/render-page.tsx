import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import 'shared-ui/tokens.css';
import { i18n, initI18n, preloadScreens, provideAppConfig, type AppConfig } from 'shared-ui';
import { AppProviders, Site, registerShellTexts } from 'shell/server';
import { collectedStyles } from './collected-styles';

/** What the API asks for (api/src/modules/web/first-screen.ts): one page, as a visitor arriving on it sees it. */
export interface FirstScreenRequest {
  /** Path and query, as the browser's router will read them. */
  url: string;
  lang: 'tr' | 'en';
  /** The start-up splash is in the page: the site under it is inert, as in the browser. */
  splash: boolean;
  config: AppConfig;
  /** The API answers the screen shows, keyed like its SWR keys; the page carries them to the browser too. */
  data: Record<string, unknown>;
}

/** What the API gets back: #root's HTML and the stylesheets of everything it draws. */
export interface FirstScreen {
  html: string;
  css: string;
}

initI18n();
registerShellTexts();
// Every screen's module (and so its CSS module) is evaluated before the first page is drawn: a lazy screen's styles
// would otherwise be collected only after the first page that shows it was sent without them.
// (Every other stylesheet is evaluated by the bundle's entry, ./index.ts.)
const screensLoaded = preloadScreens();

/**
 * The shell's layout and the public remote's screen for one URL as HTML, for index.html's #root (the first
 * screen paints from the HTML instead of after the scripts). The browser hydrates it (shell/src/bootstrap.tsx) with
 * the same data, so the tree drawn here is the tree the browser draws first: the same providers and `Site`.
 * prerender waits for the lazy screen; each request gets its own i18next instance sharing the loaded texts.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen> {
  await screensLoaded;
  provideAppConfig(request.config);
  const texts = i18n.cloneInstance({ lng: request.lang });
  // A part that fails here would be left for the browser to draw: the page goes out without a first screen instead
  // (the API logs why), so such a fault shows at once rather than as a page drawn twice.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders i18n={texts} fallback={request.data}>
      <StaticRouter location={request.url}>
        <Site covered={request.splash} drawn />
      </StaticRouter>
    </AppProviders>,
    {
      onError: (error) => void errors.push(error),
      // React outlines a large part (the home page) to be put in place by an inline script, which the site's CSP
      // (script-src 'self') refuses: every part stays inline, in order.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw errors[0];
  // every stylesheet of the bundle (shared-ui's tokens, each component's CSS module), for a <style> in the head
  return { html, css: collectedStyles() };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

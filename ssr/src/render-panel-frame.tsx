import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { i18n, initI18n, provideAppConfig, type AppConfig } from 'shared-ui';
import * as admin from 'mfe-admin/server';
import * as customer from 'mfe-customer/server';
import * as translator from 'mfe-translator/server';
import { AppProviders, SessionUnknown, Site, registerShellTexts } from 'shell/server';
import { collectedStyles } from './collected-styles';
import type { FirstScreen } from './render-page';

/** What the API asks for (api/src/modules/web/first-screen.ts): a panel page's frame, before any session is known. */
export interface PanelFrameRequest {
  url: string;
  lang: 'tr' | 'en';
  splash: boolean;
  config: AppConfig;
  /** The screen's name in shared-ui's panelPages (shared-ui/src/contracts/panel-pages.ts). */
  screen: string;
}

initI18n();
registerShellTexts();
const remotes = [customer, translator, admin];
for (const remote of remotes) remote.registerTexts();
const frames: Record<string, ComponentType> = Object.assign({}, ...remotes.map((remote) => remote.frames));

/** Whether a panel's screen has a frame the server can draw. */
export function hasPanelFrame(screen: string): boolean {
  return Object.hasOwn(frames, screen);
}

/**
 * The shell's layout around a panel screen's frame (its heading, before its first answers), as HTML for
 * index.html's #root. The server does not know the session (it is in the browser's localStorage), so the frame
 * holds nothing of the visitor's: the header's account corner stays empty, and the browser draws the page afresh
 * (shell/src/bootstrap.tsx), showing the frame until the panel's own screen has been drawn.
 */
export async function renderPanelFrame(request: PanelFrameRequest): Promise<FirstScreen> {
  const Frame = frames[request.screen];
  if (!Frame) throw Object.assign(new Error(`${request.screen} has no frame`), { status: 404 });
  provideAppConfig(request.config);
  const texts = i18n.cloneInstance({ lng: request.lang });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <AppProviders i18n={texts}>
      <StaticRouter location={request.url}>
        <SessionUnknown.Provider value>
          <Site covered={request.splash} drawn frame={<Frame />} />
        </SessionUnknown.Provider>
      </StaticRouter>
    </AppProviders>,
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) throw errors[0];
  return { html: Buffer.concat(chunks).toString('utf8'), css: collectedStyles() };
}

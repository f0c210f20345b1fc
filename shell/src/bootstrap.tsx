import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'shared-ui/tokens.css';
import { i18n } from 'shared-ui';
import { App } from './app/app';
import { serverRenderedScreen } from './first-screen';
import { showFrameUntilSettled } from './frame-until-settled';
import { preloadRemote } from './remotes/remote-outlet';

const container = document.getElementById('root');
const rendered = serverRenderedScreen();
// A transition renders in slices that yield to the browser, not as one long task (on a phone the first
// render was the longest task of the start). The page renders under the splash, so nothing waits for it.
if (container && rendered?.frame && rendered.lang === i18n.language) {
  // The server drew only a panel's frame (ssr/src/render-panel-frame.tsx: its heading, nothing of the session): the
  // browser draws the page afresh outside the document, and the frame gives way once the panel's screen is drawn.
  const page = showFrameUntilSettled(container);
  startTransition(() => createRoot(page).render(<App />));
} else if (container && rendered && !rendered.frame && rendered.lang === i18n.language) {
  // The server drew the first screen (ssr/) into #root: the browser shows it before any script ran, and React takes
  // it over where it stands, once the public remote's code is here (so that one pass hydrates the whole page; a
  // remote that fails to come shows its retry as usual).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, <App fallback={rendered.data} />, {
        onRecoverableError: (error) => console.error('hydration: the first screen was drawn again', error),
      });
    });
  preloadRemote('mfe_public').then(hydrate, hydrate);
} else if (container) {
  container.replaceChildren(); // drawn for another language than the one this browser keeps
  startTransition(() => createRoot(container).render(<App />));
}

// The server bundle's entry (webpack.config.cjs), which the API loads (api/src/modules/web/first-screen.ts).
// render-page comes first: its stylesheets (shared-ui's tokens, then each component's in import order) must come
// before the rest in the collected CSS, as they come first in the browser.
export { renderFirstScreen, type FirstScreen, type FirstScreenRequest } from './render-page';
export { hasPanelFrame, renderPanelFrame, type PanelFrameRequest } from './render-panel-frame';
import { loadPublicStylesheets } from 'mfe-public/server';
import { loadSharedStylesheets } from 'shared-ui/stylesheets';
import { loadShellStylesheets } from 'shell/server';

// Every other stylesheet of shared-ui, the shell and the public remote (a lazily loaded panel or widget): the
// browser builds leave out what a server-drawn page carries (tooling/webpack/insert-style.cjs), so it carries all.
// The panels' remotes put their own stylesheets in as usual; only their frames' are carried here.
loadSharedStylesheets();
loadShellStylesheets();
loadPublicStylesheets();
